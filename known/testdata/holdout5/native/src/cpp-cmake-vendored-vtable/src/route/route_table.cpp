// relayd: route/route_table
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::route {

class RouteTableUnit {
 public:
  explicit RouteTableUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_route_table(const Context& ctx) {
  RouteTableUnit item(ctx.name + "/route_table");
  item.bump();
  return item.describe();
}

}  // namespace relayd::route
