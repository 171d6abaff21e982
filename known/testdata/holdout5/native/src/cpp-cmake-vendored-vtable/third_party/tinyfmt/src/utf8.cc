// tinyfmt 0.4.2 (vendored): utf8
#include <cstddef>
#include <cstring>
#include <string>
#include <vector>
#include "tinyfmt/tinyfmt.h"

namespace tinyfmt {
namespace detail {

class Utf8State {
 public:
  explicit Utf8State(int w) : width_(w), fill_(' ') {}
  int width() const { return width_ + (fill_ == ' ' ? 0 : 1); }
 private:
  char fill_;
  int width_;
};
int utf8_width(int w) { return Utf8State(w).width(); }
}  // namespace detail
}  // namespace tinyfmt
