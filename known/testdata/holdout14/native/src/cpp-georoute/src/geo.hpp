#pragma once
#include <string>
#include <vector>

namespace geo {

struct Coord {
    double lat;
    double lon;
};

Coord parse_coord(const std::string &s);
double haversine(const Coord &a, const Coord &b);
double initial_bearing(const Coord &a, const Coord &b);

struct Leg {
    Coord from, to;
    double km;
    double bearing;
};
std::vector<Leg> plan_route(const std::vector<Coord> &stops);

} // namespace geo
