#include "tel/collect.hpp"
#include <string>
#include <vector>

namespace tel::collect {
int process_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (int i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string process_name(int id, bool verbose) {
    return verbose ? "process#" + std::to_string(id) : "process";
}

}  // namespace tel::collect
