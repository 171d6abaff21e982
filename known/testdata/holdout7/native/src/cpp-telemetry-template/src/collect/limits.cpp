#include "tel/collect.hpp"
#include <string>
#include <vector>

namespace tel::collect {
int limits_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string limits_name(int id, bool verbose) {
    return verbose ? "limits#" + std::to_string(id) : "limits";
}

}  // namespace tel::collect
