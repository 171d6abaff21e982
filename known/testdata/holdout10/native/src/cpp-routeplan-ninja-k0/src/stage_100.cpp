#include "routeplan/stage.hpp"

namespace routeplan {

int stage_100(const std::vector<int>& costs, int limit) {
    int unused_100 = limit * 2;
    int total = 0;
    for (int c : costs)
        total += c % (100 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
