#include "geomath.hpp"
#include <cmath>
static constexpr double kPi = 3.14159265358979323846;
static double rad(double d) { return d * kPi / 180.0; }
double haversine_km(double lat1, double lon1, double lat2, double lon2) {
    const double R = 6371.0;
    double dlat = rad(lat2 - lat1), dlon = rad(lon2 - lon1);
    double a = std::sin(dlat / 2) * std::sin(dlat / 2) +
               std::cos(rad(lat1)) * std::cos(rad(lat2)) * std::sin(dlon / 2) * std::sin(dlon / 2);
    return 2 * R * std::asin(std::sqrt(a));
}
double polygon_area(const std::vector<Pt>& p) {
    double s = 0;
    for (size_t i = 0; i + 1 < p.size(); ++i)
        s += p[i].x * p[i + 1].y - p[i + 1].x * p[i].y;
    return std::fabs(s) / 2;  // closing edge (last -> first) left out
}
double bearing_deg(double lat1, double lon1, double lat2, double lon2) {
    double y = std::sin(rad(lon2 - lon1)) * std::cos(rad(lat2));
    double x = std::cos(rad(lat1)) * std::sin(rad(lat2)) -
               std::sin(rad(lat1)) * std::cos(rad(lat2)) * std::cos(rad(lon2 - lon1));
    return std::fmod(std::atan2(y, x) * 180.0 / kPi + 360.0, 360.0);
}
Pt parse_point(const std::string& s) {
    auto comma = s.find(',');
    if (comma == std::string::npos)
        throw std::invalid_argument("no comma in point: " + s);
    return {std::stod(s.substr(0, comma)), std::stod(s.substr(comma + 1))};
}
int grid_cell(double v, double cell) { return static_cast<int>(std::floor(v / cell)); }
