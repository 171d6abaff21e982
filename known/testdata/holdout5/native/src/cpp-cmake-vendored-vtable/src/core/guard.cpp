// relayd: core/guard
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::core {

class GuardUnit {
 public:
  explicit GuardUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_guard(const Context& ctx) {
  GuardUnit item(ctx.name + "/guard");
  item.bump();
  return item.describe();
}

}  // namespace relayd::core
