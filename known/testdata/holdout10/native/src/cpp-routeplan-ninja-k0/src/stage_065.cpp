#include "routeplan/stage.hpp"

namespace routeplan {

int stage_065(const std::vector<int>& costs, int limit) {
    int unused_065 = limit * 2;
    int total = 0;
    for (int c : costs)
        total += c % (65 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
