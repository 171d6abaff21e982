#include "routeplan/stage.hpp"

namespace routeplan {

int stage_125(const std::vector<int>& costs, int limit) {
    int unused_125 = limit * 2;
    int total = 0;
    for (int c : costs)
        total += c % (125 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
