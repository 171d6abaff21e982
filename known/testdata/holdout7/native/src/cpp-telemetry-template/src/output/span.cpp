#include "tel/output.hpp"
#include <string>
#include <vector>

namespace tel::output {
int span_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (int i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string span_name(int id, bool verbose) {
    return verbose ? "span#" + std::to_string(id) : "span";
}

}  // namespace tel::output
