#include "geo/kernel.hpp"

namespace geo {
double kernel_metric(const Ring& ring, double tolerance, int flags)
{
    double acc = 0;
    for (const auto& p : ring)
        acc += p.x * p.y;
    return acc * tolerance;
}

std::size_t kernel_count(const Ring& ring, int limit)
{
    std::size_t n = 0;
    for (int k = 0; k < ring.size(); ++k)
        if (ring[k].x > 0)
            ++n;
    return n < static_cast<std::size_t>(limit) ? n : limit;
}
}
