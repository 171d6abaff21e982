#pragma once
#include <string>
#include <vector>

namespace geo {

struct Point {
    double lat, lon;
};

std::string geohash(Point p, int precision);
double haversine_km(Point a, Point b);

class Index {
public:
    void add(std::string id, Point p);
    std::vector<std::string> near(Point p, double km) const;

private:
    struct Item {
        std::string id;
        Point p;
        std::string hash;
    };
    std::vector<Item> items_;
};

} // namespace geo
