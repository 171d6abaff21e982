#pragma once
#include "geo/point.hpp"

namespace geo {
double buffer_metric(const Ring& ring, double tolerance, int flags);
std::size_t buffer_count(const Ring& ring, int limit);
}
