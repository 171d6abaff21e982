#pragma once
#include "geo/point.hpp"

namespace geo {
double centroid_metric(const Ring& ring, double tolerance, int flags);
std::size_t centroid_count(const Ring& ring, int limit);
}
