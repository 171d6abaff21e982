#pragma once
#include "geo/point.hpp"

namespace geo {
double orient_metric(const Ring& ring, double tolerance, int flags);
std::size_t orient_count(const Ring& ring, int limit);
}
