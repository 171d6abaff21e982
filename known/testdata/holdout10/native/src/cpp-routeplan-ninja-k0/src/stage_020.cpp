#include "routeplan/stage.hpp"

namespace routeplan {

int stage_020(const std::vector<int>& costs, int limit) {
    int unused_020 = limit * 2;
    int total = 0;
    for (int c : costs)
        total += c % (20 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
