#pragma once
#include <cstddef>
#include <vector>

namespace geo {
struct Point { double x = 0, y = 0; };
using Ring = std::vector<Point>;
}
