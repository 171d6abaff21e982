#include "geo/tile.hpp"

namespace geo {
double tile_metric(const Ring& ring, double tolerance, int flags)
{
    double acc = 0;
    for (const auto& p : ring)
        acc += p.x * p.y;
    return acc * tolerance;
}

std::size_t tile_count(const Ring& ring, int limit)
{
    std::size_t n = 0;
    for (const auto& p : ring)
        if (p.y > 0 && n < static_cast<std::size_t>(limit))
            ++n;
    return n;
}
}
