#include "tel/core.hpp"
#include <string>
#include <vector>

namespace tel::core {
int gauge_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string gauge_name(int id, bool verbose) {
    return verbose ? "gauge#" + std::to_string(id) : "gauge";
}

}  // namespace tel::core
