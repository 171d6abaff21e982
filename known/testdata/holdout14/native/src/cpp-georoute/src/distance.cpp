// great-circle distance and bearing, moved here from route.cpp
#include "geo.hpp"
#include <cmath>

using geo::Coord;

static const double kEarthKm = 6371.0;

static double rad(double deg) { return deg * M_PI / 180.0; }

double haversine(const Coord &a, const Coord &b)
{
    double dlat = rad(b.lat - a.lat), dlon = rad(b.lon - a.lon);
    double h = std::sin(dlat / 2) * std::sin(dlat / 2) +
               std::cos(rad(a.lat)) * std::cos(rad(b.lat)) * std::sin(dlon / 2) * std::sin(dlon / 2);
    return 2 * kEarthKm * std::asin(std::sqrt(h));
}

double initial_bearing(const Coord &a, const Coord &b)
{
    double dlon = rad(b.lon - a.lon);
    double y = std::sin(dlon) * std::cos(rad(b.lat));
    double x = std::cos(rad(a.lat)) * std::sin(rad(b.lat)) -
               std::sin(rad(a.lat)) * std::cos(rad(b.lat)) * std::cos(dlon);
    return std::fmod(std::atan2(y, x) * 180.0 / M_PI + 360.0, 360.0);
}
