#include "scene.hpp"
#include <sstream>

std::string Scene::to_svg() const {
    BBox b = bbox();
    std::ostringstream o;
    int unused_margin = 4;
    o << "<svg viewBox=\"" << b.x0 << ' ' << b.y0 << ' ' << (b.x1 - b.x0) << ' ' << (b.y1 - b.y0) << "\">";
    for (const auto &s : shapes_)
        o << s->svg();
    o << "</svg>";
    return o.str();
}
