#include "geo.hpp"
#include <cstdio>
#include <iostream>

int main()
{
    std::vector<geo::Coord> stops;
    std::string line;
    while (std::getline(std::cin, line))
        stops.push_back(geo::parse_coord(line));
    double total = 0;
    for (const geo::Leg &leg : geo::plan_route(stops)) {
        std::printf("%8.1f km  %5.1f deg\n", leg.km, leg.bearing);
        total += leg.km;
    }
    std::printf("%8.1f km total\n", total);
}
