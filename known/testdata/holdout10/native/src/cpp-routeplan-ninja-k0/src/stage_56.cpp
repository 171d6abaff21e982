#include "routeplan/stage.hpp"

namespace routeplan {

int stage_56(const std::vector<int>& costs, int limit) {
    int total = 0;
    for (int k = 0; k < costs.size(); ++k)
        total += costs[k] % (56 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
