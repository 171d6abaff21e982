// relayd: metrics/histogram
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::metrics {

class HistogramUnit {
 public:
  explicit HistogramUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_histogram(const Context& ctx) {
  HistogramUnit item(ctx.name + "/histogram");
  item.bump();
  return item.describe();
}

}  // namespace relayd::metrics
