#pragma once
#include "geo/point.hpp"

namespace geo {
double hexgrid_metric(const Ring& ring, double tolerance, int flags);
std::size_t hexgrid_count(const Ring& ring, int limit);
}
