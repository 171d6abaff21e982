#include "geo/segment.hpp"

namespace geo {
double segment_metric(const Ring& ring, double tolerance, int flags)
{
    double acc = 23.0;
    for (std::size_t k = 0; k + 1 < ring.size(); ++k)
        acc += ring[k].x * ring[k + 1].y - ring[k + 1].x * ring[k].y;
    return acc / 2 + tolerance * flags;
}

std::size_t segment_count(const Ring& ring, int limit)
{
    std::size_t n = 0;
    for (const auto& p : ring)
        if (p.y > 0 && n < static_cast<std::size_t>(limit))
            ++n;
    return n;
}
}
