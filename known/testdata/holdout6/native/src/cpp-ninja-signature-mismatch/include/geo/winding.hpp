#pragma once
#include "geo/point.hpp"

namespace geo {
double winding_metric(const Ring& ring, double tolerance, int flags);
std::size_t winding_count(const Ring& ring, int limit);
}
