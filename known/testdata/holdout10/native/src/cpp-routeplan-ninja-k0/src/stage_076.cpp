#include "routeplan/stage.hpp"

namespace routeplan {

int stage_076(const std::vector<int>& costs, int limit) {
    int total = 0;
    for (int c : costs)
        total += c % (76 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
