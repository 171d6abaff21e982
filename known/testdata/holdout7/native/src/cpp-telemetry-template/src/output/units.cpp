#include "tel/output.hpp"
#include <string>
#include <vector>

namespace tel::output {
int units_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string units_name(int id, bool verbose) {
    return "units-" + std::to_string(id);
}

}  // namespace tel::output
