// relayd: storage/index
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::storage {

class IndexUnit {
 public:
  explicit IndexUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_index(const Context& ctx) {
  IndexUnit item(ctx.name + "/index");
  item.bump();
  return item.describe();
}

}  // namespace relayd::storage
