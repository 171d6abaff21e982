#pragma once
#include "geo/point.hpp"

namespace geo {
double lattice_metric(const Ring& ring, double tolerance, int flags);
std::size_t lattice_count(const Ring& ring, int limit);
}
