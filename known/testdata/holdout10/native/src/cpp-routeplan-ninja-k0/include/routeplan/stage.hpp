#pragma once
#include <vector>

namespace routeplan {
#define RP_STAGE(n) int stage_##n(const std::vector<int>& costs, int limit);
RP_STAGE(01) RP_STAGE(02) RP_STAGE(03)
}  // namespace routeplan
