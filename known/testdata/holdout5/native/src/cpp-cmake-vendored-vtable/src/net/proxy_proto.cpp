// relayd: net/proxy_proto
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::net {

class ProxyProtoUnit {
 public:
  explicit ProxyProtoUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_proxy_proto(const Context& ctx) {
  ProxyProtoUnit item(ctx.name + "/proxy_proto");
  item.bump();
  return item.describe();
}

}  // namespace relayd::net
