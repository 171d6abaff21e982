#pragma once
#include "geo/point.hpp"

namespace geo {
double boundary_metric(const Ring& ring, double tolerance, int flags);
std::size_t boundary_count(const Ring& ring, int limit);
}
