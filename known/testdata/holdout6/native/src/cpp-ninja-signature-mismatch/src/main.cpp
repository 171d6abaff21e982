#include <iostream>
#include "config/config_parser.hpp"
#include "geo/area.hpp"

int main()
{
    config::ConfigParser p;
    auto cfg = p.parse("tolerance = 0.5\n# comment\nflags=2\n");
    geo::Ring r{{0, 0}, {1, 0}, {1, 1}, {0, 1}, {0, 0}};
    std::cout << geo::area_metric(r, std::stod(cfg.get("tolerance", "1")), 0) << "\n";
    return p.errors();
}
