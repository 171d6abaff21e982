#include "scene.hpp"
#include <iostream>

int main() {
    Scene s;
    s.add(std::make_unique<Circle>(5, 5, 2));
    s.add(std::make_unique<Rect>(0, 0, 4, 3));
    std::cout << s.to_svg() << "\n" << "area " << s.total_area() << "\n";
}
