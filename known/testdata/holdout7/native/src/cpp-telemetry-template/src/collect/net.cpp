#include "tel/collect.hpp"
#include <string>
#include <vector>

namespace tel::collect {
int net_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string net_name(int id, bool verbose) {
    return verbose ? "net#" + std::to_string(id) : "net";
}

}  // namespace tel::collect
