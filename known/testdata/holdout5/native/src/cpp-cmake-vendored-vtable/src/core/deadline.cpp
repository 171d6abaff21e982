// relayd: core/deadline
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::core {

class DeadlineUnit {
 public:
  explicit DeadlineUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_deadline(const Context& ctx) {
  DeadlineUnit item(ctx.name + "/deadline");
  item.bump();
  return item.describe();
}

}  // namespace relayd::core
