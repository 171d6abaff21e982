#pragma once
#include "geo/point.hpp"

namespace geo {
double densify_metric(const Ring& ring, double tolerance, int flags);
std::size_t densify_count(const Ring& ring, int limit);
}
