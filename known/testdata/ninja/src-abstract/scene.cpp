#include "shape.hpp"

int main()
{
    Square s;
    return s.area() > 0 ? 0 : 1;
}
