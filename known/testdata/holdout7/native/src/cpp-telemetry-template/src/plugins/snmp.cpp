#include "tel/plugins.hpp"
#include <string>
#include <vector>

namespace tel::plugins {
int snmp_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string snmp_name(int id, bool verbose) {
    return "snmp-" + std::to_string(id);
}

}  // namespace tel::plugins
