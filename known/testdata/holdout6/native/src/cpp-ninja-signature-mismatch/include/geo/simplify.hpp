#pragma once
#include "geo/point.hpp"

namespace geo {
double simplify_metric(const Ring& ring, double tolerance, int flags);
std::size_t simplify_count(const Ring& ring, int limit);
}
