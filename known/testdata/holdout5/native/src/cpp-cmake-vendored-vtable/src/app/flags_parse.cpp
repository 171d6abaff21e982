// relayd: app/flags_parse
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::app {

class FlagsParseUnit {
 public:
  explicit FlagsParseUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_flags_parse(const Context& ctx) {
  FlagsParseUnit item(ctx.name + "/flags_parse");
  item.bump();
  return item.describe();
}

}  // namespace relayd::app
