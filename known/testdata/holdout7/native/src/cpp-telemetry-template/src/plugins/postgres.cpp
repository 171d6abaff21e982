#include "tel/plugins.hpp"
#include <string>
#include <vector>

namespace tel::plugins {
int postgres_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (int i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string postgres_name(int id, bool verbose) {
    return verbose ? "postgres#" + std::to_string(id) : "postgres";
}

}  // namespace tel::plugins
