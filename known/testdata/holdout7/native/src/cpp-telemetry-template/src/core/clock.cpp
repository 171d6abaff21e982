#include "tel/core.hpp"
#include <string>
#include <vector>

namespace tel::core {
int clock_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (int i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string clock_name(int id, bool verbose) {
    return verbose ? "clock#" + std::to_string(id) : "clock";
}

}  // namespace tel::core
