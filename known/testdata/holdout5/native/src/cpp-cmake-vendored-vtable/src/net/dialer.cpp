// relayd: net/dialer
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::net {

class DialerUnit {
 public:
  explicit DialerUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_dialer(const Context& ctx) {
  DialerUnit item(ctx.name + "/dialer");
  item.bump();
  return item.describe();
}

}  // namespace relayd::net
