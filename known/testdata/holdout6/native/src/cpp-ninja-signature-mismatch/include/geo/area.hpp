#pragma once
#include "geo/point.hpp"

namespace geo {
double area_metric(const Ring& ring, double tolerance, int flags);
std::size_t area_count(const Ring& ring, int limit);
}
