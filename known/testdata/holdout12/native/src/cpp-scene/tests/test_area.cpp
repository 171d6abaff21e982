#include "scene.hpp"
#include "check.hpp"
int main() {
    Scene s;
    s.add(std::make_unique<Rect>(0, 0, 4, 3));
    s.add(std::make_unique<Rect>(10, 10, 1, 1));
    CHECK_NEAR(s.total_area(), 13.0);
    return 0;
}
