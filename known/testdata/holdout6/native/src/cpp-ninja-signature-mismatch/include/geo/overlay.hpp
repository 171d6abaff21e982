#pragma once
#include "geo/point.hpp"

namespace geo {
double overlay_metric(const Ring& ring, double tolerance, int flags);
std::size_t overlay_count(const Ring& ring, int limit);
}
