#include "tel/plugins.hpp"
#include <string>
#include <vector>

namespace tel::plugins {
int cardinality_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string cardinality_name(int id, bool verbose) {
    return verbose ? "cardinality#" + std::to_string(id) : "cardinality";
}

}  // namespace tel::plugins
