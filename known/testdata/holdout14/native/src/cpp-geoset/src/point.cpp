#include "point.hpp"
#include <cstdio>
#include <stdexcept>

bool operator==(const Point &a, const Point &b) { return a.lat == b.lat && a.lon == b.lon; }

Point parse_point(const std::string &text)
{
    Point p;
    if (std::sscanf(text.c_str(), "%lf,%lf", &p.lat, &p.lon) != 2)
        throw std::invalid_argument("bad point: " + text);
    return p;
}

std::string to_string(const Point &p)
{
    char buf[64];
    std::snprintf(buf, sizeof buf, "%.5f,%.5f", p.lat, p.lon);
    return buf;
}
