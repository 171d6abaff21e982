#pragma once
#include "geo/point.hpp"

namespace geo {
double circle_metric(const Ring& ring, double tolerance, int flags);
std::size_t circle_count(const Ring& ring, int limit);
}
