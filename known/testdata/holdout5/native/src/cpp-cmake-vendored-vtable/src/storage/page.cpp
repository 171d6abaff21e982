// relayd: storage/page
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::storage {

class PageUnit {
 public:
  explicit PageUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_page(const Context& ctx) {
  PageUnit item(ctx.name + "/page");
  item.bump();
  return item.describe();
}

}  // namespace relayd::storage
