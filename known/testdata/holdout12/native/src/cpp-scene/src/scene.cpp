#include "scene.hpp"
#include <algorithm>
#include <limits>

double Scene::total_area() const {
    double sum = 0;
    for (auto s : shapes_)
        sum += s->area();
    return sum;
}

BBox Scene::bbox() const {
    const double inf = std::numeric_limits<double>::infinity();
    BBox out{inf, inf, -inf, -inf};
    for (const auto &s : shapes_) {
        BBox b = s->bbox();
        out.x0 = std::min(out.x0, b.x0);
        out.y0 = std::min(out.y0, b.y0);
        out.x1 = std::max(out.x1, b.x1);
        out.y1 = std::max(out.y1, b.y1);
    }
    return out;
}
