// relayd: core/id
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::core {

class IdUnit {
 public:
  explicit IdUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_id(const Context& ctx) {
  IdUnit item(ctx.name + "/id");
  item.bump();
  return item.describe();
}

}  // namespace relayd::core
