#include "routeplan/stage.hpp"

namespace routeplan {

int stage_061(const std::vector<int>& costs, int limit) {
    int total = 0;
    for (int c : costs)
        total += c % (61 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
