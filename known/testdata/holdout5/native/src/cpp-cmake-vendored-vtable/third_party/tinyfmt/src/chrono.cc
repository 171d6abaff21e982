// tinyfmt 0.4.2 (vendored): chrono
#include <cstddef>
#include <cstring>
#include <string>
#include <vector>
#include "tinyfmt/tinyfmt.h"

namespace tinyfmt {
namespace detail {

class ChronoState {
 public:
  explicit ChronoState(int w) : width_(w), fill_(' ') {}
  int width() const { return width_ + (fill_ == ' ' ? 0 : 1); }
 private:
  char fill_;
  int width_;
};
int chrono_width(int w) { return ChronoState(w).width(); }
}  // namespace detail
}  // namespace tinyfmt
