#pragma once
#include "geo/point.hpp"

namespace geo {
double bezier_metric(const Ring& ring, double tolerance, int flags);
std::size_t bezier_count(const Ring& ring, int limit);
}
