#pragma once
#include "geo/point.hpp"

namespace geo {
double mesh_metric(const Ring& ring, double tolerance, int flags);
std::size_t mesh_count(const Ring& ring, int limit);
}
