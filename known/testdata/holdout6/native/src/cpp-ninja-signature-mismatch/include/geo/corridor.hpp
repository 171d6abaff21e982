#pragma once
#include "geo/point.hpp"

namespace geo {
double corridor_metric(const Ring& ring, double tolerance, int flags);
std::size_t corridor_count(const Ring& ring, int limit);
}
