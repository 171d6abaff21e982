#pragma once
#include "geo/point.hpp"

namespace geo {
double linestring_metric(const Ring& ring, double tolerance, int flags);
std::size_t linestring_count(const Ring& ring, int limit);
}
