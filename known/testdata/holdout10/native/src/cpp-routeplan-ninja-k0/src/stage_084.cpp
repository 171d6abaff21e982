#include "routeplan/stage.hpp"

namespace routeplan {

int stage_084(const std::vector<int>& costs, int limit) {
    int total = 0;
    for (int k = 0; k < costs.size(); ++k)
        total += costs[k] % (84 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
