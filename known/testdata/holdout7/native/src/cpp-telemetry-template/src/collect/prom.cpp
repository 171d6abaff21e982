#include "tel/collect.hpp"
#include <string>
#include <vector>

namespace tel::collect {
int prom_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (int i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string prom_name(int id, bool verbose) {
    return verbose ? "prom#" + std::to_string(id) : "prom";
}

}  // namespace tel::collect
