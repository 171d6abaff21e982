#include "routeplan/stage.hpp"

namespace routeplan {

int stage_39(const std::vector<int>& costs, int limit) {
    int total = 0;
    for (int c : costs)
        total += c % (39 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
