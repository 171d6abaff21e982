#include "routeplan/stage.hpp"

namespace routeplan {

int stage_073(const std::vector<int>& costs, int limit) {
    int total = 0;
    for (int c : costs)
        total += c % (73 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
