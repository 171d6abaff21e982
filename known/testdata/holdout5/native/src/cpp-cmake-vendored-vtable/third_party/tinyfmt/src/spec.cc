// tinyfmt 0.4.2 (vendored): spec
#include <cstddef>
#include <cstring>
#include <string>
#include <vector>
#include "tinyfmt/tinyfmt.h"

namespace tinyfmt {
namespace detail {

std::string spec_repeat(char c, std::size_t n) { return std::string(n, c); }
}  // namespace detail
}  // namespace tinyfmt
