#pragma once
#include "geo/point.hpp"

namespace geo {
double delaunay_metric(const Ring& ring, double tolerance, int flags);
std::size_t delaunay_count(const Ring& ring, int limit);
}
