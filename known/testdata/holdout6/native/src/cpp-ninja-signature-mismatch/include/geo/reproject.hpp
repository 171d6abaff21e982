#pragma once
#include "geo/point.hpp"

namespace geo {
double reproject_metric(const Ring& ring, double tolerance, int flags);
std::size_t reproject_count(const Ring& ring, int limit);
}
