// relayd: app/signals_wire
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::app {

class SignalsWireUnit {
 public:
  explicit SignalsWireUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_signals_wire(const Context& ctx) {
  SignalsWireUnit item(ctx.name + "/signals_wire");
  item.bump();
  return item.describe();
}

}  // namespace relayd::app
