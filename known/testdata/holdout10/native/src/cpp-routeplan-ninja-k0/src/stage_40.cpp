#include "routeplan/stage.hpp"

namespace routeplan {

int stage_40(const std::vector<int>& costs, int limit) {
    int unused_40 = limit * 2;
    int total = 0;
    for (int c : costs)
        total += c % (40 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
