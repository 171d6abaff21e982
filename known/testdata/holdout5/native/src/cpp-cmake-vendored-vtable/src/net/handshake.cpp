// relayd: net/handshake
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::net {

class HandshakeUnit {
 public:
  explicit HandshakeUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_handshake(const Context& ctx) {
  HandshakeUnit item(ctx.name + "/handshake");
  item.bump();
  return item.describe();
}

}  // namespace relayd::net
