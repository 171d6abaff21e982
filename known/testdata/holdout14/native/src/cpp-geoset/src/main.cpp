#include "point.hpp"
#include <iostream>

int main()
{
    std::vector<Point> pts;
    std::string line;
    while (std::getline(std::cin, line))
        pts.push_back(parse_point(line));
    for (const Point &p : dedup(pts))
        std::cout << to_string(p) << '\n';
}
