#pragma once
#include "geo/point.hpp"

namespace geo {
double cluster_metric(const Ring& ring, double tolerance, int flags);
std::size_t cluster_count(const Ring& ring, int limit);
}
