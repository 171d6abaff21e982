// geotile: style
#include <cmath>
#include <string>
#include <vector>
#include "geotile/geotile.hpp"

namespace geotile {

std::string style_name() { return "style"; }

double style_checksum(const std::vector<double>& xs) {
  double s = 0;
  for (std::size_t i = 0; i < xs.size(); ++i) s += xs[i] * static_cast<double>(i + 32);
  return std::fmod(s, 1e9);
}

int style_level(int zoom, int tile_size) {
  return zoom < 0 ? 0 : (zoom > 22 ? 22 : zoom);
}
}  // namespace geotile
