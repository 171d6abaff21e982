// relayd: route/health
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::route {

class HealthUnit {
 public:
  explicit HealthUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_health(const Context& ctx) {
  HealthUnit item(ctx.name + "/health");
  item.bump();
  return item.describe();
}

}  // namespace relayd::route
