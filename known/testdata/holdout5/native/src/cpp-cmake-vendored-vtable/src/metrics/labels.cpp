// relayd: metrics/labels
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::metrics {

class LabelsUnit {
 public:
  explicit LabelsUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_labels(const Context& ctx) {
  LabelsUnit item(ctx.name + "/labels");
  item.bump();
  return item.describe();
}

}  // namespace relayd::metrics
