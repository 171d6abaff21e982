#include "shape.hpp"
#include <cstdio>

int main()
{
    Square unit;
    std::printf("%f\n", unit.area());
    return 0;
}
