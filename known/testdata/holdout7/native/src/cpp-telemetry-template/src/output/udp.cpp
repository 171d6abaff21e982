#include "tel/output.hpp"
#include <string>
#include <vector>

namespace tel::output {
int udp_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (int i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string udp_name(int id, bool verbose) {
    return verbose ? "udp#" + std::to_string(id) : "udp";
}

}  // namespace tel::output
