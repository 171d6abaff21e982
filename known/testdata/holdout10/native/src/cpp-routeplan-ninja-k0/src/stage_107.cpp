#include "routeplan/stage.hpp"

namespace routeplan {

int stage_107(const std::vector<int>& costs, int limit) {
    int total = 0;
    for (int c : costs)
        total += c % (107 + 1);
    return total > limit ? limit : total;
}

}  // namespace routeplan
