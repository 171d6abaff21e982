#include "point.hpp"
#include <algorithm>

BBox bounding_box(const std::vector<Point> &pts)
{
    BBox b;
    if (pts.empty())
        return b;
    b.min = b.max = pts[0];
    for (int i = 1; i < pts.size(); i++) {
        b.min.lat = std::min(b.min.lat, pts[i].lat);
        b.min.lon = std::min(b.min.lon, pts[i].lon);
        b.max.lat = std::max(b.max.lat, pts[i].lat);
        b.max.lon = std::max(b.max.lon, pts[i].lon);
    }
    return b;
}
