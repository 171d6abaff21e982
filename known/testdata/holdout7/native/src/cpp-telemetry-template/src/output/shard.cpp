#include "tel/output.hpp"
#include <string>
#include <vector>

namespace tel::output {
int shard_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string shard_name(int id, bool verbose) {
    return verbose ? "shard#" + std::to_string(id) : "shard";
}

}  // namespace tel::output
