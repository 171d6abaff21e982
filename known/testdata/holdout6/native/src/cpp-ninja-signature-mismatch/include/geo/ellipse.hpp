#pragma once
#include "geo/point.hpp"

namespace geo {
double ellipse_metric(const Ring& ring, double tolerance, int flags);
std::size_t ellipse_count(const Ring& ring, int limit);
}
