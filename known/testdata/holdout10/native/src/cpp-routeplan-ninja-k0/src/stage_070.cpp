#include "routeplan/stage.hpp"

namespace routeplan {

int stage_070(const std::vector<int>& costs, int limit) {
    int unused_070 = limit * 2;
    int total = 0;
    for (int k = 0; k < costs.size(); ++k)
        total += costs[k] % (70 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
