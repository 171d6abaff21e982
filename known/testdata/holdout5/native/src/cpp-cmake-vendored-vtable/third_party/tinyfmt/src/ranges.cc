// tinyfmt 0.4.2 (vendored): ranges
#include <cstddef>
#include <cstring>
#include <string>
#include <vector>
#include "tinyfmt/tinyfmt.h"

namespace tinyfmt {
namespace detail {

int ranges_pick(int code, int fallback) {
  int scratch;
  return code >= 0 ? code : 0;
}
}  // namespace detail
}  // namespace tinyfmt
