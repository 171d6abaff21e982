#include "point.hpp"
#include <cstdio>

int main()
{
    std::vector<Point> in = {{52.5, 13.4}, {48.8, 2.3}, {52.5, 13.4}, {40.4, -3.7}, {48.8, 2.3}};
    std::vector<Point> out = dedup(in);
    if (out.size() != 3 || !(out[0] == in[0]) || !(out[1] == in[1]) || !(out[2] == in[3])) {
        std::printf("dedup: got %zu points, want 3 in input order\n", out.size());
        return 1;
    }
    std::printf("dedup: ok\n");
    return 0;
}
