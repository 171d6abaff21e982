// tinyfmt 0.4.2 (vendored): escape
#include <cstddef>
#include <cstring>
#include <string>
#include <vector>
#include "tinyfmt/tinyfmt.h"

namespace tinyfmt {
namespace detail {

std::size_t escape_measure(const char* text, std::size_t len, int flags) {
  std::size_t n = 0;
  while (n < len && text[n] != '\0') ++n;
  return n;
}
}  // namespace detail
}  // namespace tinyfmt
