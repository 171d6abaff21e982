#include "routeplan/stage.hpp"

namespace routeplan {

int stage_035(const std::vector<int>& costs, int limit) {
    int unused_035 = limit * 2;
    int total = 0;
    for (int k = 0; k < costs.size(); ++k)
        total += costs[k] % (35 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
