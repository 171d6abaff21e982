// tinyfmt 0.4.2 (vendored): grisu
#include <cstddef>
#include <cstring>
#include <string>
#include <vector>
#include "tinyfmt/tinyfmt.h"

namespace tinyfmt {
namespace detail {

struct GrisuSlot {
  std::string name;
  int id = 0;
};
void grisu_reset(GrisuSlot* slots, std::size_t n) {
  std::memset(slots, 0, n * sizeof(*slots));
}
}  // namespace detail
}  // namespace tinyfmt
