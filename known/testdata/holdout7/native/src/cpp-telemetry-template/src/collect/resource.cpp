#include "tel/collect.hpp"
#include <string>
#include <vector>

namespace tel::collect {
int resource_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string resource_name(int id, bool verbose) {
    return verbose ? "resource#" + std::to_string(id) : "resource";
}

}  // namespace tel::collect
