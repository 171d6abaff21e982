#include "routeplan/stage.hpp"

namespace routeplan {

int stage_085(const std::vector<int>& costs, int limit) {
    int unused_085 = limit * 2;
    int total = 0;
    for (int c : costs)
        total += c % (85 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
