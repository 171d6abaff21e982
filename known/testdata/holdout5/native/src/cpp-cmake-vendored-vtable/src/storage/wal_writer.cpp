// relayd: storage/wal_writer
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::storage {

class WalWriterUnit {
 public:
  explicit WalWriterUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_wal_writer(const Context& ctx) {
  WalWriterUnit item(ctx.name + "/wal_writer");
  item.bump();
  return item.describe();
}

}  // namespace relayd::storage
