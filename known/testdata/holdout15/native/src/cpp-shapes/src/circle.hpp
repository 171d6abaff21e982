#pragma once
#include "shape.hpp"

class Circle : public Shape {
public:
    explicit Circle(double r) : r_(r) {}
    double area() const override;
    double perimeter() const override;
    std::string name() const override { return "circle"; }
private:
    double r_;
};
