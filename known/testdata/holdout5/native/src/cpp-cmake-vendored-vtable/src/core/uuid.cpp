// relayd: core/uuid
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::core {

class UuidUnit {
 public:
  explicit UuidUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_uuid(const Context& ctx) {
  UuidUnit item(ctx.name + "/uuid");
  item.bump();
  return item.describe();
}

}  // namespace relayd::core
