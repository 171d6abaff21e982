// relayd: net/address
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::net {

class AddressUnit {
 public:
  explicit AddressUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_address(const Context& ctx) {
  AddressUnit item(ctx.name + "/address");
  item.bump();
  return item.describe();
}

}  // namespace relayd::net
