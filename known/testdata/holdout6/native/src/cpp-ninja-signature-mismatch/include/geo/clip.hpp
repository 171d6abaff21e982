#pragma once
#include "geo/point.hpp"

namespace geo {
double clip_metric(const Ring& ring, double tolerance, int flags);
std::size_t clip_count(const Ring& ring, int limit);
}
