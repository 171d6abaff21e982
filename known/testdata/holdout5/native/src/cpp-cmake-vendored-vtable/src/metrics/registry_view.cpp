// relayd: metrics/registry_view
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::metrics {

class RegistryViewUnit {
 public:
  explicit RegistryViewUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_registry_view(const Context& ctx) {
  RegistryViewUnit item(ctx.name + "/registry_view");
  item.bump();
  return item.describe();
}

}  // namespace relayd::metrics
