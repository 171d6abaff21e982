#include "tel/core.hpp"
#include <string>
#include <vector>

namespace tel::core {
int histogram_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (int i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string histogram_name(int id, bool verbose) {
    return "histogram-" + std::to_string(id);
}

}  // namespace tel::core
