// relayd: storage/file_store
#include <string>
#include <utility>
#include "relayd/common.hpp"
#include "tinyfmt/tinyfmt.h"

namespace relayd::storage {

class FileStoreUnit {
 public:
  explicit FileStoreUnit(std::string name) : name_(std::move(name)) {}
  std::string describe() const { return tinyfmt::quote(name_) + " #" + std::to_string(serial_); }
  void bump() { ++serial_; }

 private:
  std::string name_;
  unsigned serial_ = 0;
};

std::string describe_file_store(const Context& ctx) {
  FileStoreUnit item(ctx.name + "/file_store");
  item.bump();
  return item.describe();
}

}  // namespace relayd::storage
