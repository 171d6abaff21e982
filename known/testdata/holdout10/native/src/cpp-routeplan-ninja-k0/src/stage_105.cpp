#include "routeplan/stage.hpp"

namespace routeplan {

int stage_105(const std::vector<int>& costs, int limit) {
    int unused_105 = limit * 2;
    int total = 0;
    for (int k = 0; k < costs.size(); ++k)
        total += costs[k] % (105 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
