#pragma once
#include <ostream>

namespace geo {

struct LatLon {
    double lat = 0;
    double lon = 0;
};

// Axis-aligned bounding box in degrees.
struct BBox {
    double min_lat = 90, min_lon = 180;
    double max_lat = -90, max_lon = -180;

    bool empty() const { return min_lat > max_lat; }
    void extend(const LatLon& p);
    bool contains(const LatLon& p) const;
};

std::ostream& operator<<(std::ostream& os, const BBox& b);

} // namespace geo
