#pragma once
#include "geo/point.hpp"

namespace geo {
double geodesic_metric(const Ring& ring, double tolerance, int flags);
std::size_t geodesic_count(const Ring& ring, int limit);
}
