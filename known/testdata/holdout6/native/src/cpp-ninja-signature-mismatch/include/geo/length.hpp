#pragma once
#include "geo/point.hpp"

namespace geo {
double length_metric(const Ring& ring, double tolerance, int flags);
std::size_t length_count(const Ring& ring, int limit);
}
