#include <iostream>
#include "wire/frame.hpp"
#include "wire/session.hpp"

int main() {
  wire::FrameHeader h{wire::kMagic, 1, 0, 12, 0};
  std::cout << (wire::valid_header(h, 4096) ? "ok" : "bad") << "\n";
  return 0;
}
