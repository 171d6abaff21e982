#pragma once
#include "geo/point.hpp"

namespace geo {
double sector_metric(const Ring& ring, double tolerance, int flags);
std::size_t sector_count(const Ring& ring, int limit);
}
