#pragma once
#include "geo/point.hpp"

namespace geo {
double parallel_metric(const Ring& ring, double tolerance, int flags);
std::size_t parallel_count(const Ring& ring, int limit);
}
