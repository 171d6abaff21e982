#pragma once
#include "geo/point.hpp"

namespace geo {
double collinear_metric(const Ring& ring, double tolerance, int flags);
std::size_t collinear_count(const Ring& ring, int limit);
}
