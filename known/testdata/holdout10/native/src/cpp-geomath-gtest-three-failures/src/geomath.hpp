#pragma once
#include <stdexcept>
#include <string>
#include <vector>
struct Pt { double x, y; };
double haversine_km(double lat1, double lon1, double lat2, double lon2);
double polygon_area(const std::vector<Pt>& poly);
double bearing_deg(double lat1, double lon1, double lat2, double lon2);
Pt parse_point(const std::string& s);  // "lat,lon"; throws std::invalid_argument
int grid_cell(double v, double cell);
