#pragma once
#include "geo/point.hpp"

namespace geo {
double union_metric(const Ring& ring, double tolerance, int flags);
std::size_t union_count(const Ring& ring, int limit);
}
