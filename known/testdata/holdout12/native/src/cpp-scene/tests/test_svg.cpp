#include "scene.hpp"
#include <cstdio>
#include <string>
int main() {
    Scene s;
    s.add(std::make_unique<Rect>(0, 0, 4, 3));
    std::string out = s.to_svg();
    std::printf("%s\n", out.c_str());
    return out.find("<rect x=\"0\"") == std::string::npos;
}
