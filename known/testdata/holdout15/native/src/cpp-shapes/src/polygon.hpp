#pragma once
#include <utility>
#include <vector>
#include "shape.hpp"

class Polygon : public Shape {
public:
    explicit Polygon(std::vector<std::pair<double, double>> pts) : pts_(std::move(pts)) {}
    double area();
    double perimeter() const override;
    std::string name() const override { return "polygon"; }
private:
    std::vector<std::pair<double, double>> pts_;
};
