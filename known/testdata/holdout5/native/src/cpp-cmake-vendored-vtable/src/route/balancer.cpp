// relayd: route/balancer
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::route {

class BalancerUnit {
 public:
  explicit BalancerUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_balancer(const Context& ctx) {
  BalancerUnit item(ctx.name + "/balancer");
  item.bump();
  return item.describe();
}

}  // namespace relayd::route
