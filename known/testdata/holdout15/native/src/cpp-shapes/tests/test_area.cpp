#include <cmath>
#include <cstdio>
#include "circle.hpp"
#include "polygon.hpp"
#include "rect.hpp"

static int failed;
static void check(const char *what, double got, double want)
{
    if (std::fabs(got - want) > 1e-9) {
        std::printf("FAIL %s: got %.6f, want %.6f\n", what, got, want);
        failed++;
    }
}

int main()
{
    check("circle", Circle(1).area(), M_PI);
    check("rect", Rect(2, 3).area(), 6);
    Polygon tri({{0, 0}, {4, 0}, {0, 3}});
    check("triangle", tri.area(), 6);
    check("triangle perimeter", tri.perimeter(), 12);
    std::printf("test_area: %d failed\n", failed);
    return failed != 0;
}
