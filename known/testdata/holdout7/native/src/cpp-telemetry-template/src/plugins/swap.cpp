#include "tel/plugins.hpp"
#include <string>
#include <vector>

namespace tel::plugins {
int swap_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string swap_name(int id, bool verbose) {
    return "swap-" + std::to_string(id);
}

}  // namespace tel::plugins
