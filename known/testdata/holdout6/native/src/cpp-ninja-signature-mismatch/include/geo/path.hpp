#pragma once
#include "geo/point.hpp"

namespace geo {
double path_metric(const Ring& ring, double tolerance, int flags);
std::size_t path_count(const Ring& ring, int limit);
}
