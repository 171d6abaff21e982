#include "scene.hpp"
#include <sstream>
#include "circle.hpp"
#include "polygon.hpp"
#include "rect.hpp"

double Scene::total_area() const
{
    double t = 0;
    for (const auto &s : shapes_)
        t += s->area();
    return t;
}

Scene Scene::parse(const std::string &text)
{
    Scene sc;
    std::istringstream in(text);
    std::string kind;
    while (in >> kind) {
        if (kind == "circle") {
            double r;
            in >> r;
            sc.add(std::make_unique<Circle>(r));
        } else if (kind == "rect") {
            double w, h;
            in >> w >> h;
            sc.add(std::make_unique<Rect>(w, h));
        } else if (kind == "tri") {
            double x1, y1, x2, y2, x3, y3;
            in >> x1 >> y1 >> x2 >> y2 >> x3 >> y3;
            sc.add(std::make_unique<Polygon>(std::vector<std::pair<double, double>>{{x1, y1}, {x2, y2}, {x3, y3}}));
        }
    }
    return sc;
}
