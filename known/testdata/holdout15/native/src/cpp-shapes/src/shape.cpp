#include "shape.hpp"
#include <sstream>

std::string Shape::describe() const
{
    std::ostringstream os;
    os << name() << " area=" << area() << " perimeter=" << perimeter();
    return os.str();
}
