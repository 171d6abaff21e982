// relayd: storage/lock
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::storage {

class LockUnit {
 public:
  explicit LockUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_lock(const Context& ctx) {
  LockUnit item(ctx.name + "/lock");
  item.bump();
  return item.describe();
}

}  // namespace relayd::storage
