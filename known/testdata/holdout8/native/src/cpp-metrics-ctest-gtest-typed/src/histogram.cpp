#include "metrics/histogram.hpp"

#include <numeric>

namespace metrics {

void ExpHistogram::add(std::uint64_t v)
{
    std::size_t b = 0;
    while (v) {
        ++b;
        v >>= 1;
    }
    if (b >= counts_.size())
        b = counts_.size() - 1;
    ++counts_[b];
}

std::uint64_t ExpHistogram::total() const
{
    return std::accumulate(counts_.begin(), counts_.end(), std::uint64_t{0});
}

std::uint64_t ExpHistogram::quantile_upper_bound(double q) const
{
    auto want = static_cast<std::uint64_t>(q * static_cast<double>(total()) + 0.5);
    std::uint64_t seen = 0;
    for (std::size_t b = 0; b < counts_.size(); ++b) {
        seen += counts_[b];
        if (seen >= want)
            return std::uint64_t{1} << b;
    }
    return std::uint64_t{1} << counts_.size();
}

} // namespace metrics
