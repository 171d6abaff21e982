#pragma once
#include "geo/point.hpp"

namespace geo {
double perimeter_metric(const Ring& ring, double tolerance, int flags);
std::size_t perimeter_count(const Ring& ring, int limit);
}
