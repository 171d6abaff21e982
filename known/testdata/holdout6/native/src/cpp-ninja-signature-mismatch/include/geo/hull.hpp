#pragma once
#include "geo/point.hpp"

namespace geo {
double hull_metric(const Ring& ring, double tolerance, int flags);
std::size_t hull_count(const Ring& ring, int limit);
}
