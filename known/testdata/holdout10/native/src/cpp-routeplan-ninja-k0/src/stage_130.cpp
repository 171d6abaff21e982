#include "routeplan/stage.hpp"

namespace routeplan {

int stage_130(const std::vector<int>& costs, int limit) {
    int unused_130 = limit * 2;
    int total = 0;
    for (int c : costs)
        total += c % (130 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
