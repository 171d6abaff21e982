// tinyfmt 0.4.2 (vendored): width
#include <cstddef>
#include <cstring>
#include <string>
#include <vector>
#include "tinyfmt/tinyfmt.h"

namespace tinyfmt {
namespace detail {

struct WidthSlot {
  std::string name;
  int id = 0;
};
void width_reset(WidthSlot* slots, std::size_t n) {
  std::memset(slots, 0, n * sizeof(*slots));
}
}  // namespace detail
}  // namespace tinyfmt
