#include "tel/collect.hpp"
#include <string>
#include <vector>

namespace tel::collect {
int sampler_count(const std::vector<int>& xs, int limit) {
    int n = 0;
    for (std::size_t i = 0; i < xs.size(); ++i) {
        if (xs[i] > limit) ++n;
    }
    return n;
}

std::string sampler_name(int id, bool verbose) {
    return "sampler-" + std::to_string(id);
}

}  // namespace tel::collect
