#pragma once
#include "geo/point.hpp"

namespace geo {
double disjoint_metric(const Ring& ring, double tolerance, int flags);
std::size_t disjoint_count(const Ring& ring, int limit);
}
