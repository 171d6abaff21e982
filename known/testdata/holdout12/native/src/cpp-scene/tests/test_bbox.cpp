#include "scene.hpp"
#include "check.hpp"
int main() {
    Scene s;
    s.add(std::make_unique<Circle>(5, 5, 2));
    s.add(std::make_unique<Rect>(0, 0, 4, 3));
    BBox b = s.bbox();
    CHECK_NEAR(b.x0, 0.0);
    CHECK_NEAR(b.y1, 7.0);
    return 0;
}
