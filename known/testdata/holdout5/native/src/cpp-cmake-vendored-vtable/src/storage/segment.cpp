// relayd: storage/segment
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::storage {

class SegmentUnit {
 public:
  explicit SegmentUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_segment(const Context& ctx) {
  SegmentUnit item(ctx.name + "/segment");
  item.bump();
  return item.describe();
}

}  // namespace relayd::storage
