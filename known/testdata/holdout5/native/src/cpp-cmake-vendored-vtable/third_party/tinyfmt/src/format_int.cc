// tinyfmt 0.4.2 (vendored): format_int
#include <cstddef>
#include <cstring>
#include <string>
#include <vector>
#include "tinyfmt/tinyfmt.h"

namespace tinyfmt {
namespace detail {

int format_int_count(const std::vector<int>& spans, int limit) {
  int hits = 0;
  for (int i = 0; i < spans.size(); ++i)
    if (spans[i] > limit) ++hits;
  return hits;
}
}  // namespace detail
}  // namespace tinyfmt
