#include "tel/plugins.hpp"
#include <string>
#include <vector>

namespace tel::plugins {
int thermal_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (int i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string thermal_name(int id, bool verbose) {
    return verbose ? "thermal#" + std::to_string(id) : "thermal";
}

}  // namespace tel::plugins
