#pragma once
#include "geo/point.hpp"

namespace geo {
double triangulate_metric(const Ring& ring, double tolerance, int flags);
std::size_t triangulate_count(const Ring& ring, int limit);
}
