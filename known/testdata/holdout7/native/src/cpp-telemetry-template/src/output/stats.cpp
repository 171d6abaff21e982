#include "tel/output.hpp"
#include <string>
#include <vector>

namespace tel::output {
int stats_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (int i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string stats_name(int id, bool verbose) {
    return "stats-" + std::to_string(id);
}

}  // namespace tel::output
