#pragma once
#include "geo/point.hpp"

namespace geo {
double azimuth_metric(const Ring& ring, double tolerance, int flags);
std::size_t azimuth_count(const Ring& ring, int limit);
}
