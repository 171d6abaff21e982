#pragma once
#include "geo/point.hpp"

namespace geo {
double extent_metric(const Ring& ring, double tolerance, int flags);
std::size_t extent_count(const Ring& ring, int limit);
}
