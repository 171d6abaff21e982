#pragma once
#include "geo/point.hpp"

namespace geo {
double isoline_metric(const Ring& ring, double tolerance, int flags);
std::size_t isoline_count(const Ring& ring, int limit);
}
