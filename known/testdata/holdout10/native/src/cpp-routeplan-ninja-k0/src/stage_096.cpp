#include "routeplan/stage.hpp"

namespace routeplan {

int stage_096(const std::vector<int>& costs, int limit) {
    int total = 0;
    for (int c : costs)
        total += c % (96 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
