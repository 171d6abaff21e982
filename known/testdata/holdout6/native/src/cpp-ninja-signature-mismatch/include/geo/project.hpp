#pragma once
#include "geo/point.hpp"

namespace geo {
double project_metric(const Ring& ring, double tolerance, int flags);
std::size_t project_count(const Ring& ring, int limit);
}
