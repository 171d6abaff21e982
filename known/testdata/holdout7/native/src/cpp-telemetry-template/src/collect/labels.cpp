#include "tel/collect.hpp"
#include <string>
#include <vector>

namespace tel::collect {
int labels_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string labels_name(int id, bool verbose) {
    return "labels-" + std::to_string(id);
}

}  // namespace tel::collect
