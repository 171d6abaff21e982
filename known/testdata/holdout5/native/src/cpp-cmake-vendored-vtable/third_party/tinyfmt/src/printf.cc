// tinyfmt 0.4.2 (vendored): printf
#include <cstddef>
#include <cstring>
#include <string>
#include <vector>
#include "tinyfmt/tinyfmt.h"

namespace tinyfmt {
namespace detail {

struct PrintfSlot {
  std::string name;
  int id = 0;
};
void printf_reset(PrintfSlot* slots, std::size_t n) {
  std::memset(slots, 0, n * sizeof(*slots));
}
}  // namespace detail
}  // namespace tinyfmt
