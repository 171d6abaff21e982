#pragma once
#include "geo/point.hpp"

namespace geo {
double contains_metric(const Ring& ring, double tolerance, int flags);
std::size_t contains_count(const Ring& ring, int limit);
}
