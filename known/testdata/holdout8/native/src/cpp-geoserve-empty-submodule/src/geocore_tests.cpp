#include <cstdio>
#include <cstdlib>

#include "geo.hpp"

int main()
{
    int bad = 0;
    if (geo::geohash({57.64911, 10.40744}, 11) != "u4pruydqqvj") {
        std::puts("FAIL geohash");
        ++bad;
    }
    double d = geo::haversine_km({52.52, 13.405}, {48.8566, 2.3522});
    if (std::abs(d - 877.5) > 1.0) {
        std::printf("FAIL haversine %.1f\n", d);
        ++bad;
    }
    return bad ? EXIT_FAILURE : EXIT_SUCCESS;
}
