#include "tel/output.hpp"
#include <string>
#include <vector>

namespace tel::output {
int timer_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (int i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string timer_name(int id, bool verbose) {
    return verbose ? "timer#" + std::to_string(id) : "timer";
}

}  // namespace tel::output
