#include "routeplan/stage.hpp"

namespace routeplan {

int stage_30(const std::vector<int>& costs, int limit) {
    int unused_30 = limit * 2;
    int total = 0;
    for (int c : costs)
        total += c % (30 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
