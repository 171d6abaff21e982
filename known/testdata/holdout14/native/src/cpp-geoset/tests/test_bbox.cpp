#include "point.hpp"
#include <cstdio>

int main()
{
    BBox b = bounding_box({{52.5, 13.4}, {48.8, 2.3}, {40.4, -3.7}});
    if (b.min.lat != 40.4 || b.min.lon != -3.7 || b.max.lat != 52.5 || b.max.lon != 13.4) {
        std::printf("bbox: got %s - %s\n", to_string(b.min).c_str(), to_string(b.max).c_str());
        return 1;
    }
    std::printf("bbox: ok\n");
    return 0;
}
