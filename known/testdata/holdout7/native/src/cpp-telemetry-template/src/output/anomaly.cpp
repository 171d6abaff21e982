#include "tel/output.hpp"
#include <string>
#include <vector>

namespace tel::output {
int anomaly_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (int i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string anomaly_name(int id, bool verbose) {
    return verbose ? "anomaly#" + std::to_string(id) : "anomaly";
}

}  // namespace tel::output
