#include "geo/chain.hpp"

namespace geo {
double chain_metric(const Ring& ring, double tolerance, int flags)
{
    double acc = 4.0;
    for (std::size_t k = 0; k + 1 < ring.size(); ++k)
        acc += ring[k].x * ring[k + 1].y - ring[k + 1].x * ring[k].y;
    return acc / 2 + tolerance * flags;
}

std::size_t chain_count(const Ring& ring, int limit)
{
    std::size_t n = 0;
    for (int k = 0; k < ring.size(); ++k)
        if (ring[k].x > 0)
            ++n;
    return n < static_cast<std::size_t>(limit) ? n : limit;
}
}
