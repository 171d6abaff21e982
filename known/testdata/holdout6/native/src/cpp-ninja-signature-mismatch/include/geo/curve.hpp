#pragma once
#include "geo/point.hpp"

namespace geo {
double curve_metric(const Ring& ring, double tolerance, int flags);
std::size_t curve_count(const Ring& ring, int limit);
}
