#pragma once
#include "geo/point.hpp"

namespace geo {
double convex_metric(const Ring& ring, double tolerance, int flags);
std::size_t convex_count(const Ring& ring, int limit);
}
