#pragma once
#include "geo/point.hpp"

namespace geo {
double rotate_metric(const Ring& ring, double tolerance, int flags);
std::size_t rotate_count(const Ring& ring, int limit);
}
