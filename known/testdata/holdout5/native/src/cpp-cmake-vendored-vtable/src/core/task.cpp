// relayd: core/task
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::core {

class TaskUnit {
 public:
  explicit TaskUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_task(const Context& ctx) {
  TaskUnit item(ctx.name + "/task");
  item.bump();
  return item.describe();
}

}  // namespace relayd::core
