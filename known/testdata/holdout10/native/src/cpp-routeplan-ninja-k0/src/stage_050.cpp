#include "routeplan/stage.hpp"

namespace routeplan {

int stage_050(const std::vector<int>& costs, int limit) {
    int unused_050 = limit * 2;
    int total = 0;
    for (int c : costs)
        total += c % (50 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
