// relayd: net/writer
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::net {

class WriterUnit {
 public:
  explicit WriterUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_writer(const Context& ctx) {
  WriterUnit item(ctx.name + "/writer");
  item.bump();
  return item.describe();
}

}  // namespace relayd::net
