#pragma once
#include "geo/point.hpp"

namespace geo {
double split_metric(const Ring& ring, double tolerance, int flags);
std::size_t split_count(const Ring& ring, int limit);
}
