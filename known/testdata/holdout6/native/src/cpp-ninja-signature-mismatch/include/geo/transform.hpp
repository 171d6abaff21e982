#pragma once
#include "geo/point.hpp"

namespace geo {
double transform_metric(const Ring& ring, double tolerance, int flags);
std::size_t transform_count(const Ring& ring, int limit);
}
