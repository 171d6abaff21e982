#include "circle.hpp"
#include <cmath>

double Circle::area() const { return M_PI * r_ * r_; }
double Circle::perimeter() const { return 2 * M_PI * r_; }
