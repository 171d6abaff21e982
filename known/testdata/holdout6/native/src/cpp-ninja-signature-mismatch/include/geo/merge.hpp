#pragma once
#include "geo/point.hpp"

namespace geo {
double merge_metric(const Ring& ring, double tolerance, int flags);
std::size_t merge_count(const Ring& ring, int limit);
}
