#pragma once
#include "geo/point.hpp"

namespace geo {
double ringcheck_metric(const Ring& ring, double tolerance, int flags);
std::size_t ringcheck_count(const Ring& ring, int limit);
}
