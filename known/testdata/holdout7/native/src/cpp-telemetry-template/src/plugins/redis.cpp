#include "tel/plugins.hpp"
#include <string>
#include <vector>

namespace tel::plugins {
int redis_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (int i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string redis_name(int id, bool verbose) {
    return verbose ? "redis#" + std::to_string(id) : "redis";
}

}  // namespace tel::plugins
