#pragma once
#include "geo/point.hpp"

namespace geo {
double snap_metric(const Ring& ring, double tolerance, int flags);
std::size_t snap_count(const Ring& ring, int limit);
}
