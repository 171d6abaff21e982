#include "tel/output.hpp"
#include <string>
#include <vector>

namespace tel::output {
int tcp_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string tcp_name(int id, bool verbose) {
    return verbose ? "tcp#" + std::to_string(id) : "tcp";
}

}  // namespace tel::output
