// relayd: storage/wal_reader
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::storage {

class WalReaderUnit {
 public:
  explicit WalReaderUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_wal_reader(const Context& ctx) {
  WalReaderUnit item(ctx.name + "/wal_reader");
  item.bump();
  return item.describe();
}

}  // namespace relayd::storage
