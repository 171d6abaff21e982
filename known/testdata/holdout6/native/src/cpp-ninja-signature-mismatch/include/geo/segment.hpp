#pragma once
#include "geo/point.hpp"

namespace geo {
double segment_metric(const Ring& ring, double tolerance, int flags);
std::size_t segment_count(const Ring& ring, int limit);
}
