#include "routeplan/stage.hpp"

namespace routeplan {

int stage_131(const std::vector<int>& costs, int limit) {
    int total = 0;
    for (int c : costs)
        total += c % (131 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
