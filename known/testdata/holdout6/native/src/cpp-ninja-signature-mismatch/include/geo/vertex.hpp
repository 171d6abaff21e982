#pragma once
#include "geo/point.hpp"

namespace geo {
double vertex_metric(const Ring& ring, double tolerance, int flags);
std::size_t vertex_count(const Ring& ring, int limit);
}
