#include "routeplan/stage.hpp"

namespace routeplan {

int stage_25(const std::vector<int>& costs, int limit) {
    int unused_25 = limit * 2;
    int total = 0;
    for (int c : costs)
        total += c % (25 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
