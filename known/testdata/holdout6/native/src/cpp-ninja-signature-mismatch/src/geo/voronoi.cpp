#include "geo/voronoi.hpp"

namespace geo {
double voronoi_metric(const Ring& ring, double tolerance, int flags)
{
    double acc = 0;
    for (const auto& p : ring)
        acc += p.x * p.y;
    return acc * tolerance;
}

std::size_t voronoi_count(const Ring& ring, int limit)
{
    std::size_t n = 0;
    for (const auto& p : ring)
        if (p.y > 0 && n < static_cast<std::size_t>(limit))
            ++n;
    return n;
}
}
