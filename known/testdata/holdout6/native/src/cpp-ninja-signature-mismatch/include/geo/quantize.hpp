#pragma once
#include "geo/point.hpp"

namespace geo {
double quantize_metric(const Ring& ring, double tolerance, int flags);
std::size_t quantize_count(const Ring& ring, int limit);
}
