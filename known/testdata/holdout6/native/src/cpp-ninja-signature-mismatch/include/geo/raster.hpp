#pragma once
#include "geo/point.hpp"

namespace geo {
double raster_metric(const Ring& ring, double tolerance, int flags);
std::size_t raster_count(const Ring& ring, int limit);
}
