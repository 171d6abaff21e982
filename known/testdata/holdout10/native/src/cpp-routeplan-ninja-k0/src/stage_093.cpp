#include "routeplan/stage.hpp"

namespace routeplan {

int stage_093(const std::vector<int>& costs, int limit) {
    int total = 0;
    for (int c : costs)
        total += c % (93 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
