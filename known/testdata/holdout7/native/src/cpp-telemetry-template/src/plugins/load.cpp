#include "tel/plugins.hpp"
#include <string>
#include <vector>

namespace tel::plugins {
int load_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (int i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string load_name(int id, bool verbose) {
    return "load-" + std::to_string(id);
}

}  // namespace tel::plugins
