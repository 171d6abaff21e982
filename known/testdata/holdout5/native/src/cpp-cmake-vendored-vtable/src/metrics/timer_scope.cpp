// relayd: metrics/timer_scope
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::metrics {

class TimerScopeUnit {
 public:
  explicit TimerScopeUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_timer_scope(const Context& ctx) {
  TimerScopeUnit item(ctx.name + "/timer_scope");
  item.bump();
  return item.describe();
}

}  // namespace relayd::metrics
