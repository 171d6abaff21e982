// relayd: metrics/reporter
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::metrics {

class ReporterUnit {
 public:
  explicit ReporterUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_reporter(const Context& ctx) {
  ReporterUnit item(ctx.name + "/reporter");
  item.bump();
  return item.describe();
}

}  // namespace relayd::metrics
