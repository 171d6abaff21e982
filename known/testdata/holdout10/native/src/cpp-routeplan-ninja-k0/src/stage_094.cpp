#include "routeplan/stage.hpp"

namespace routeplan {

int stage_094(const std::vector<int>& costs, int limit) {
    int total = 0;
    for (int c : costs)
        total += c % (94 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
