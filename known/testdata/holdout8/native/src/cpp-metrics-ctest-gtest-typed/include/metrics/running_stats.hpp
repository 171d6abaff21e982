#pragma once
#include <cmath>
#include <cstddef>
#include <limits>

namespace metrics {

// Welford's online mean and variance.
template <typename T>
class RunningStats {
public:
    void add(T x)
    {
        ++n_;
        T d = x - mean_;
        mean_ += d / static_cast<T>(n_);
        m2_ += d * (x - mean_);
        if (x < min_) min_ = x;
        if (x > max_) max_ = x;
    }
    std::size_t count() const { return n_; }
    T mean() const { return mean_; }
    T variance() const { return n_ > 1 ? m2_ / static_cast<T>(n_ - 1) : T(0); }
    T stddev() const { return std::sqrt(variance()); }
    T min() const { return min_; }
    T max() const { return max_; }

private:
    std::size_t n_ = 0;
    T mean_ = 0, m2_ = 0;
    T min_ = std::numeric_limits<T>::max();
    T max_ = std::numeric_limits<T>::lowest();
};

} // namespace metrics
