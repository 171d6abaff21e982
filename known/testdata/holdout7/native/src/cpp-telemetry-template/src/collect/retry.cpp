#include "tel/collect.hpp"
#include <string>
#include <vector>

namespace tel::collect {
int retry_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (int i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string retry_name(int id, bool verbose) {
    return "retry-" + std::to_string(id);
}

}  // namespace tel::collect
