#pragma once
#include "geo/point.hpp"

namespace geo {
double noding_metric(const Ring& ring, double tolerance, int flags);
std::size_t noding_count(const Ring& ring, int limit);
}
