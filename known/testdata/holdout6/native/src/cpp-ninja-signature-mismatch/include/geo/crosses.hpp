#pragma once
#include "geo/point.hpp"

namespace geo {
double crosses_metric(const Ring& ring, double tolerance, int flags);
std::size_t crosses_count(const Ring& ring, int limit);
}
