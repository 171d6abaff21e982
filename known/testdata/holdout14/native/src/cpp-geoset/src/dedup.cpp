#include "point.hpp"
#include <set>

// keeps the first occurrence of each point, in input order
std::vector<Point> dedup(const std::vector<Point> &in)
{
    std::set<Point> seen;
    std::vector<Point> out;
    for (const Point &p : in) {
        if (seen.insert(p).second)
            out.push_back(p);
    }
    return out;
}
