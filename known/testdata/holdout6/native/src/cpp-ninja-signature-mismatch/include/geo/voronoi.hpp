#pragma once
#include "geo/point.hpp"

namespace geo {
double voronoi_metric(const Ring& ring, double tolerance, int flags);
std::size_t voronoi_count(const Ring& ring, int limit);
}
