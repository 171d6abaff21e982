// relayd: net/http1
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::net {

class Http1Unit {
 public:
  explicit Http1Unit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_http1(const Context& ctx) {
  Http1Unit item(ctx.name + "/http1");
  item.bump();
  return item.describe();
}

}  // namespace relayd::net
