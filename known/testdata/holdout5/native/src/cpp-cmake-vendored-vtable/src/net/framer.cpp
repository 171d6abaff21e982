// relayd: net/framer
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::net {

class FramerUnit {
 public:
  explicit FramerUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_framer(const Context& ctx) {
  FramerUnit item(ctx.name + "/framer");
  item.bump();
  return item.describe();
}

}  // namespace relayd::net
