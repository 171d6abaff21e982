#include "tel/core.hpp"
#include <string>
#include <vector>

namespace tel::core {
int config_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string config_name(int id, bool verbose) {
    return verbose ? "config#" + std::to_string(id) : "config";
}

}  // namespace tel::core
