// relayd: net/dns
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::net {

class DnsUnit {
 public:
  explicit DnsUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_dns(const Context& ctx) {
  DnsUnit item(ctx.name + "/dns");
  item.bump();
  return item.describe();
}

}  // namespace relayd::net
