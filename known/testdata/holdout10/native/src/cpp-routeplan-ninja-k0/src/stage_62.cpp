#include "routeplan/stage.hpp"

namespace routeplan {

int stage_62(const std::vector<int>& costs, int limit) {
    int total = 0;
    for (int c : costs)
        total += c % (62 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
