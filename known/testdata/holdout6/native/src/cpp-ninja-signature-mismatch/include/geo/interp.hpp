#pragma once
#include "geo/point.hpp"

namespace geo {
double interp_metric(const Ring& ring, double tolerance, int flags);
std::size_t interp_count(const Ring& ring, int limit);
}
