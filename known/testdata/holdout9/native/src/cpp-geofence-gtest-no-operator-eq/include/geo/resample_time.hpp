#pragma once
#include <cstddef>
#include <vector>

#include "geo/types.hpp"

namespace geo {

// resample time
class ResampleTime {
public:
    explicit ResampleTime(double tolerance = 1e-9);
    double apply(const std::vector<LatLon>& pts, std::size_t limit) const;
    std::size_t count() const { return calls_; }

private:
    double tolerance_;
    mutable std::size_t calls_ = 0;
};

} // namespace geo
