#pragma once
#include <memory>
#include <string>
#include <vector>
#include "shape.hpp"

class Scene {
public:
    void add(std::unique_ptr<Shape> s) { shapes_.push_back(std::move(s)); }
    double total_area() const;
    std::size_t size() const { return shapes_.size(); }
    static Scene parse(const std::string &text);
private:
    std::vector<std::unique_ptr<Shape>> shapes_;
};
