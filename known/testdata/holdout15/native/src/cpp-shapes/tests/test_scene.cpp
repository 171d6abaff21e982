#include <cmath>
#include <cstdio>
#include "scene.hpp"

int main()
{
    Scene sc = Scene::parse("rect 2 3\ntri 0 0 4 0 0 3\nrect 1 1\n");
    int bad = sc.size() != 3 || std::fabs(sc.total_area() - 13) > 1e-9;
    std::printf("test_scene: %zu shapes, area %.3f %s\n", sc.size(), sc.total_area(), bad ? "FAIL" : "ok");
    return bad;
}
