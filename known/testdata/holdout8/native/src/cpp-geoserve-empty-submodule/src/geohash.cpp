#include "geo.hpp"

namespace geo {

std::string geohash(Point p, int precision)
{
    static const char b32[] = "0123456789bcdefghjkmnpqrstuvwxyz";
    double lat[2] = {-90, 90}, lon[2] = {-180, 180};
    std::string out;
    int bit = 0, ch = 0;
    bool even = true;
    while (static_cast<int>(out.size()) < precision) {
        double* r = even ? lon : lat;
        double v = even ? p.lon : p.lat;
        double mid = (r[0] + r[1]) / 2;
        ch <<= 1;
        if (v >= mid) {
            ch |= 1;
            r[0] = mid;
        } else {
            r[1] = mid;
        }
        even = !even;
        if (++bit == 5) {
            out += b32[ch];
            bit = ch = 0;
        }
    }
    return out;
}

} // namespace geo
