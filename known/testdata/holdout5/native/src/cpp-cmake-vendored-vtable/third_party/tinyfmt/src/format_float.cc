// tinyfmt 0.4.2 (vendored): format_float
#include <cstddef>
#include <cstring>
#include <string>
#include <vector>
#include "tinyfmt/tinyfmt.h"

namespace tinyfmt {
namespace detail {

class FormatFloatState {
 public:
  explicit FormatFloatState(int w) : width_(w), fill_(' ') {}
  int width() const { return width_ + (fill_ == ' ' ? 0 : 1); }
 private:
  char fill_;
  int width_;
};
int format_float_width(int w) { return FormatFloatState(w).width(); }
}  // namespace detail
}  // namespace tinyfmt
