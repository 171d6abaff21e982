#pragma once
#include "geo/point.hpp"

namespace geo {
double arc_metric(const Ring& ring, double tolerance, int flags);
std::size_t arc_count(const Ring& ring, int limit);
}
