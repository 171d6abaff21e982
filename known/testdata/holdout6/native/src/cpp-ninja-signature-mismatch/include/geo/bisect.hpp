#pragma once
#include "geo/point.hpp"

namespace geo {
double bisect_metric(const Ring& ring, double tolerance, int flags);
std::size_t bisect_count(const Ring& ring, int limit);
}
