// tinyfmt 0.4.2 (vendored): parse
#include <cstddef>
#include <cstring>
#include <string>
#include <vector>
#include "tinyfmt/tinyfmt.h"

namespace tinyfmt {
namespace detail {

class ParseState {
 public:
  explicit ParseState(int w) : width_(w), fill_(' ') {}
  int width() const { return width_ + (fill_ == ' ' ? 0 : 1); }
 private:
  char fill_;
  int width_;
};
int parse_width(int w) { return ParseState(w).width(); }
}  // namespace detail
}  // namespace tinyfmt
