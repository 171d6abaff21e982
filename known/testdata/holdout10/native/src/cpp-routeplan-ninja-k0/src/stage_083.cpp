#include "routeplan/stage.hpp"

namespace routeplan {

int stage_083(const std::vector<int>& costs, int limit) {
    int total = 0;
    for (int c : costs)
        total += c % (83 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
