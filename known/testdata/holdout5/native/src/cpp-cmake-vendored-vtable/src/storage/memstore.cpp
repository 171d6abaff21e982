// relayd: storage/memstore
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::storage {

class MemstoreUnit {
 public:
  explicit MemstoreUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_memstore(const Context& ctx) {
  MemstoreUnit item(ctx.name + "/memstore");
  item.bump();
  return item.describe();
}

}  // namespace relayd::storage
