// relayd: net/listener
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::net {

class ListenerUnit {
 public:
  explicit ListenerUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_listener(const Context& ctx) {
  ListenerUnit item(ctx.name + "/listener");
  item.bump();
  return item.describe();
}

}  // namespace relayd::net
