// relayd: app/admin
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::app {

class AdminUnit {
 public:
  explicit AdminUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_admin(const Context& ctx) {
  AdminUnit item(ctx.name + "/admin");
  item.bump();
  return item.describe();
}

}  // namespace relayd::app
