#include "geo.hpp"

namespace geo {

std::vector<Leg> plan_route(const std::vector<Coord> &stops)
{
    std::vector<Leg> legs;
    for (std::size_t i = 1; i < stops.size(); i++)
        legs.push_back({stops[i - 1], stops[i], haversine(stops[i - 1], stops[i]),
                        initial_bearing(stops[i - 1], stops[i])});
    return legs;
}

} // namespace geo
