#pragma once
#include "geo/point.hpp"

namespace geo {
double dissolve_metric(const Ring& ring, double tolerance, int flags);
std::size_t dissolve_count(const Ring& ring, int limit);
}
