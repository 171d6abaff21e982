#include "routeplan/plan.hpp"

namespace routeplan {

int Plan::total_minutes() const {
    int t = 0;
    for (const auto& l : legs_)
        t += l.minutes;
    return t;
}

}  // namespace routeplan
