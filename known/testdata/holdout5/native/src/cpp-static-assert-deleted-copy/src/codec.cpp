#include <cstring>
#include <string>
#include "wire/frame.hpp"

namespace wire {
std::string encode(const FrameHeader& h, const std::string& body) {
  std::string out(sizeof h, '\0');
  std::memcpy(&out[0], &h, sizeof h);
  return out + body;
}
}  // namespace wire
