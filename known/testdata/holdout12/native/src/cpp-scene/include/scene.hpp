#pragma once
#include <memory>
#include <string>
#include <vector>

struct BBox { double x0, y0, x1, y1; };

class Shape {
public:
    virtual ~Shape() = default;
    virtual double area() const = 0;
    virtual BBox bbox() const = 0;
    virtual std::string svg() const = 0;
};

class Circle : public Shape {
public:
    Circle(double cx, double cy, double r) : cx_(cx), cy_(cy), r_(r) {}
    double area() const override;
    BBox bbox() const override;
    std::string svg() const override;
private:
    double cx_, cy_, r_;
};

class Rect : public Shape {
public:
    Rect(double x, double y, double w, double h) : x_(x), y_(y), w_(w), h_(h) {}
    double area() const override;
    BBox bbox() const override;
    std::string svg() const override;
private:
    double x_, y_, w_, h_;
};

class Scene {
public:
    void add(std::unique_ptr<Shape> s) { shapes_.push_back(std::move(s)); }
    double total_area() const;
    BBox bbox() const;
    std::string to_svg() const;
    std::size_t size() const { return shapes_.size(); }
private:
    std::vector<std::unique_ptr<Shape>> shapes_;
};
