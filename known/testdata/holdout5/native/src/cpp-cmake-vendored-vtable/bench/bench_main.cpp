#include <chrono>
#include <iostream>
#include "relayd/common.hpp"
namespace relayd::core {
std::string describe_ring(const Context& ctx);
}
int main() {
  relayd::Context ctx{"bench", 0};
  auto t0 = std::chrono::steady_clock::now();
  std::size_t total = 0;
  for (int i = 0; i < 100000; ++i) total += relayd::core::describe_ring(ctx).size();
  auto dt = std::chrono::steady_clock::now() - t0;
  std::cout << total << " bytes in " << std::chrono::duration_cast<std::chrono::microseconds>(dt).count() << " us\n";
}
