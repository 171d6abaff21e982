#pragma once
#include "geo/point.hpp"

namespace geo {
double validate_metric(const Ring& ring, double tolerance, int flags);
std::size_t validate_count(const Ring& ring, int limit);
}
