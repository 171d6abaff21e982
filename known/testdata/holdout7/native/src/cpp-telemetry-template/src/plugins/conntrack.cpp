#include "tel/plugins.hpp"
#include <string>
#include <vector>

namespace tel::plugins {
int conntrack_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (int i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string conntrack_name(int id, bool verbose) {
    return verbose ? "conntrack#" + std::to_string(id) : "conntrack";
}

}  // namespace tel::plugins
