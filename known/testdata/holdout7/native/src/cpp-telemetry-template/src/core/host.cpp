#include "tel/core.hpp"
#include <string>
#include <vector>

namespace tel::core {
int host_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (int i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string host_name(int id, bool verbose) {
    return "host-" + std::to_string(id);
}

}  // namespace tel::core
