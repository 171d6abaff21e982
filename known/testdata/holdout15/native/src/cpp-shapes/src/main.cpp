#include <iostream>
#include <iterator>
#include <string>
#include "scene.hpp"

int main(int argc, char **argv)
{
    std::string text((std::istreambuf_iterator<char>(std::cin)), std::istreambuf_iterator<char>());
    Scene sc = Scene::parse(text);
    std::cout << sc.size() << " shapes, total area " << sc.total_area() << "\n";
    return 0;
}
