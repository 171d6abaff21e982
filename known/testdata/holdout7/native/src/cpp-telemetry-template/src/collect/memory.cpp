#include "tel/collect.hpp"
#include <string>
#include <vector>

namespace tel::collect {
int memory_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (int i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string memory_name(int id, bool verbose) {
    return "memory-" + std::to_string(id);
}

}  // namespace tel::collect
