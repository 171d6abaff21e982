#include "wire/frame.hpp"

namespace wire {
bool valid_header(const FrameHeader& h, std::size_t max_len) {
  return h.magic == kMagic && h.version == 1 && h.length <= max_len;
}
}  // namespace wire
