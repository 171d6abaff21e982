#pragma once
#include "geo/point.hpp"

namespace geo {
double offset_metric(const Ring& ring, double tolerance, int flags);
std::size_t offset_count(const Ring& ring, int limit);
}
