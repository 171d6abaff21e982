// relayd: app/cli
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::app {

class CliUnit {
 public:
  explicit CliUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_cli(const Context& ctx) {
  CliUnit item(ctx.name + "/cli");
  item.bump();
  return item.describe();
}

}  // namespace relayd::app
