#pragma once
#include "geo/point.hpp"

namespace geo {
double kernel_metric(const Ring& ring, double tolerance, int flags);
std::size_t kernel_count(const Ring& ring, int limit);
}
