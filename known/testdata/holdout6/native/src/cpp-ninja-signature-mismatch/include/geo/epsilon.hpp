#pragma once
#include "geo/point.hpp"

namespace geo {
double epsilon_metric(const Ring& ring, double tolerance, int flags);
std::size_t epsilon_count(const Ring& ring, int limit);
}
