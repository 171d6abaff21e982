#pragma once
#include "geo/point.hpp"

namespace geo {
double quadtree_metric(const Ring& ring, double tolerance, int flags);
std::size_t quadtree_count(const Ring& ring, int limit);
}
