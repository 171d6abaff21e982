#pragma once
#include "geo/point.hpp"

namespace geo {
double polygon_metric(const Ring& ring, double tolerance, int flags);
std::size_t polygon_count(const Ring& ring, int limit);
}
