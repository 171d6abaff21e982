#pragma once
#include "geo/point.hpp"

namespace geo {
double flatten_metric(const Ring& ring, double tolerance, int flags);
std::size_t flatten_count(const Ring& ring, int limit);
}
