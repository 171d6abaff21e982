// relayd: net/tls_shim
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::net {

class TlsShimUnit {
 public:
  explicit TlsShimUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_tls_shim(const Context& ctx) {
  TlsShimUnit item(ctx.name + "/tls_shim");
  item.bump();
  return item.describe();
}

}  // namespace relayd::net
