#include "money/money.hpp"

#include <numeric>

namespace money {

// split a into parts proportional to ratios; leftover minor units go to the first parts
std::vector<Amount> allocate(const Amount& a, const std::vector<int>& ratios) {
    int total = std::accumulate(ratios.begin(), ratios.end(), 0);
    std::vector<Amount> out;
    std::int64_t left = a.minor;
    for (int r : ratios) {
        std::int64_t share = a.minor * r / total;
        out.push_back({share, a.cur});
        left -= share;
    }
    for (std::size_t i = 0; left > 0; i = (i + 1) % out.size(), --left) out[i].minor += 1;
    return out;
}

} // namespace money
