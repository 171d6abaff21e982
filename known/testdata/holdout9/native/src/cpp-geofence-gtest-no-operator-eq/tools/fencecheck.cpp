#include <iostream>

#include "geo/fence.hpp"

int main() {
    geo::Fence f("depot", {{52.0, 13.0}, {52.0, 13.5}, {52.5, 13.5}, {52.5, 13.0}});
    double lat, lon;
    while (std::cin >> lat >> lon)
        std::cout << lat << ' ' << lon << ' ' << (f.contains({lat, lon}) ? "in" : "out") << '\n';
    return 0;
}
