#pragma once
#include "geo/point.hpp"

namespace geo {
double envelope_metric(const Ring& ring, double tolerance, int flags);
std::size_t envelope_count(const Ring& ring, int limit);
}
