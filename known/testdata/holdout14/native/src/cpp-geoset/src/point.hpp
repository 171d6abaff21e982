#pragma once
#include <string>
#include <vector>

struct Point {
    double lat = 0;
    double lon = 0;
};

bool operator==(const Point &a, const Point &b);
Point parse_point(const std::string &text);
std::string to_string(const Point &p);

std::vector<Point> dedup(const std::vector<Point> &in);

struct BBox {
    Point min, max;
};
BBox bounding_box(const std::vector<Point> &pts);
