// geotile: spatial
#include <cmath>
#include <string>
#include <vector>
#include "geotile/geotile.hpp"

namespace geotile {

std::string spatial_name() { return "spatial"; }

double spatial_checksum(const std::vector<double>& xs) {
  double s = 0;
  for (std::size_t i = 0; i < xs.size(); ++i) s += xs[i] * static_cast<double>(i + 30);
  return std::fmod(s, 1e9);
}

double spatial_scaled(const std::vector<double>& xs, double scale) {
  double total = 0;
  for (double x : xs) {
    double scale = x * 0.5;
    total += scale;
  }
  return total * scale;
}
}  // namespace geotile
