#pragma once
#include "geo/point.hpp"

namespace geo {
double affine_metric(const Ring& ring, double tolerance, int flags);
std::size_t affine_count(const Ring& ring, int limit);
}
