#include "routeplan/stage.hpp"

namespace routeplan {

int stage_05(const std::vector<int>& costs, int limit) {
    int unused_05 = limit * 2;
    int total = 0;
    for (int c : costs)
        total += c % (5 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
