// relayd: storage/compaction
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::storage {

class CompactionUnit {
 public:
  explicit CompactionUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_compaction(const Context& ctx) {
  int level = 0;
  CompactionUnit item(ctx.name + "/compaction");
  item.bump();
  return item.describe();
}

}  // namespace relayd::storage
