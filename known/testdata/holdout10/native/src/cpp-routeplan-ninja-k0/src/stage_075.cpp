#include "routeplan/stage.hpp"

namespace routeplan {

int stage_075(const std::vector<int>& costs, int limit) {
    int unused_075 = limit * 2;
    int total = 0;
    for (int c : costs)
        total += c % (75 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
