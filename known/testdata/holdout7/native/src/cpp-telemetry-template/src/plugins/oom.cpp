#include "tel/plugins.hpp"
#include <string>
#include <vector>

namespace tel::plugins {
int oom_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (int i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string oom_name(int id, bool verbose) {
    return "oom-" + std::to_string(id);
}

}  // namespace tel::plugins
