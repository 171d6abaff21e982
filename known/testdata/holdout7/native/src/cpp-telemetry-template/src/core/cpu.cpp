#include "tel/core.hpp"
#include <string>
#include <vector>

namespace tel::core {
int cpu_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (int i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string cpu_name(int id, bool verbose) {
    return verbose ? "cpu#" + std::to_string(id) : "cpu";
}

}  // namespace tel::core
