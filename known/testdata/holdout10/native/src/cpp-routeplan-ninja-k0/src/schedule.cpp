#include <algorithm>
#include <list>

#include "routeplan/plan.hpp"

namespace routeplan {

// shortest legs first, so the greedy packer fills the morning slots
std::list<Leg> by_duration(const Plan& p) {
    std::list<Leg> legs = p.legs();
    std::sort(legs.begin(), legs.end());
    return legs;
}

}  // namespace routeplan
