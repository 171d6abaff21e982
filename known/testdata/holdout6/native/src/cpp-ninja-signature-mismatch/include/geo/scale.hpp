#pragma once
#include "geo/point.hpp"

namespace geo {
double scale_metric(const Ring& ring, double tolerance, int flags);
std::size_t scale_count(const Ring& ring, int limit);
}
