// relayd: net/tcp
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::net {

class TcpUnit {
 public:
  explicit TcpUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_tcp(const Context& ctx) {
  TcpUnit item(ctx.name + "/tcp");
  item.bump();
  return item.describe();
}

}  // namespace relayd::net
