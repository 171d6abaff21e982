// geotile: mvt_value
#include <cmath>
#include <string>
#include <vector>
#include "geotile/geotile.hpp"

namespace geotile {

std::string mvt_value_name() { return "mvt_value"; }

double mvt_value_checksum(const std::vector<double>& xs) {
  double s = 0;
  for (std::size_t i = 0; i < xs.size(); ++i) s += xs[i] * static_cast<double>(i + 18);
  return std::fmod(s, 1e9);
}

int mvt_value_level(int zoom, int tile_size) {
  return zoom < 0 ? 0 : (zoom > 22 ? 22 : zoom);
}
}  // namespace geotile
