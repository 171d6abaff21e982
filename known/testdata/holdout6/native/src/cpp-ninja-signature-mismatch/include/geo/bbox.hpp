#pragma once
#include "geo/point.hpp"

namespace geo {
double bbox_metric(const Ring& ring, double tolerance, int flags);
std::size_t bbox_count(const Ring& ring, int limit);
}
