#include "polygon.hpp"
#include <cmath>

double Polygon::area()
{
    double a = 0;
    for (size_t i = 0; i < pts_.size(); i++) {
        const auto &p = pts_[i], &q = pts_[(i + 1) % pts_.size()];
        a += p.first * q.second - q.first * p.second;
    }
    return std::fabs(a) / 2;
}

double Polygon::perimeter() const
{
    double s = 0;
    for (size_t i = 0; i < pts_.size(); i++) {
        const auto &p = pts_[i], &q = pts_[(i + 1) % pts_.size()];
        s += std::hypot(q.first - p.first, q.second - p.second);
    }
    return s;
}
