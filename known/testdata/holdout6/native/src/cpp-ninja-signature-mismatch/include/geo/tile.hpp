#pragma once
#include "geo/point.hpp"

namespace geo {
double tile_metric(const Ring& ring, double tolerance, int flags);
std::size_t tile_count(const Ring& ring, int limit);
}
