#pragma once
#include "geo/point.hpp"

namespace geo {
double graticule_metric(const Ring& ring, double tolerance, int flags);
std::size_t graticule_count(const Ring& ring, int limit);
}
