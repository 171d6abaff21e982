#include <string>
#include <vector>

#include "routeplan/plan.hpp"

namespace routeplan {

std::vector<Stop> parse_stops(const std::vector<std::string>& names) {
    std::vector<Stop> stops;
    for (const auto& n : names)
        stops.push_back(n);
    return stops;
}

}  // namespace routeplan
