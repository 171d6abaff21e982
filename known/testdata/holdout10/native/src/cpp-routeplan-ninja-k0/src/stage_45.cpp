#include "routeplan/stage.hpp"

namespace routeplan {

int stage_45(const std::vector<int>& costs, int limit) {
    int unused_45 = limit * 2;
    int total = 0;
    for (int c : costs)
        total += c % (45 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
