#pragma once
#include "geo/point.hpp"

namespace geo {
double chain_metric(const Ring& ring, double tolerance, int flags);
std::size_t chain_count(const Ring& ring, int limit);
}
