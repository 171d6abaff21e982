// relayd: core/registry
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::core {

class RegistryUnit {
 public:
  explicit RegistryUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_registry(const Context& ctx) {
  RegistryUnit item(ctx.name + "/registry");
  item.bump();
  return item.describe();
}

}  // namespace relayd::core
