#include "geo.hpp"
#include <cstdio>
#include <stdexcept>

namespace geo {

Coord parse_coord(const std::string &s)
{
    Coord c{};
    if (std::sscanf(s.c_str(), "%lf,%lf", &c.lat, &c.lon) != 2)
        throw std::invalid_argument("not a coordinate: " + s);
    return c;
}

} // namespace geo
