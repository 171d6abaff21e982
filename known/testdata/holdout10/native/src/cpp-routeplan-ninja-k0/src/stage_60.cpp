#include "routeplan/stage.hpp"

namespace routeplan {

int stage_60(const std::vector<int>& costs, int limit) {
    int unused_60 = limit * 2;
    int total = 0;
    for (int c : costs)
        total += c % (60 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
