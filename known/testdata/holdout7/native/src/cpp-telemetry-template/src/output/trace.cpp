#include "tel/output.hpp"
#include <string>
#include <vector>

namespace tel::output {
int trace_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string trace_name(int id, bool verbose) {
    return verbose ? "trace#" + std::to_string(id) : "trace";
}

}  // namespace tel::output
