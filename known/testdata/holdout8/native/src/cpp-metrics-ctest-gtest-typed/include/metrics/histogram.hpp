#pragma once
#include <cstdint>
#include <vector>

namespace metrics {

// Fixed exponential buckets: [0,1), [1,2), [2,4), [4,8) ...
class ExpHistogram {
public:
    explicit ExpHistogram(int buckets) : counts_(static_cast<std::size_t>(buckets), 0) {}
    void add(std::uint64_t v);
    std::uint64_t count(int bucket) const { return counts_.at(static_cast<std::size_t>(bucket)); }
    std::uint64_t total() const;
    std::uint64_t quantile_upper_bound(double q) const;

private:
    std::vector<std::uint64_t> counts_;
};

} // namespace metrics
