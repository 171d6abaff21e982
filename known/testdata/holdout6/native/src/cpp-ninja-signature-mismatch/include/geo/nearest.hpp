#pragma once
#include "geo/point.hpp"

namespace geo {
double nearest_metric(const Ring& ring, double tolerance, int flags);
std::size_t nearest_count(const Ring& ring, int limit);
}
