#pragma once
#include "geo/point.hpp"

namespace geo {
double outline_metric(const Ring& ring, double tolerance, int flags);
std::size_t outline_count(const Ring& ring, int limit);
}
