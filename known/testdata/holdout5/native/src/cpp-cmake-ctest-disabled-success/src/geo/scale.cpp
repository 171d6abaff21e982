// geotile: scale
#include <cmath>
#include <string>
#include <vector>
#include "geotile/geotile.hpp"

namespace geotile {

std::string scale_name() { return "scale"; }

double scale_checksum(const std::vector<double>& xs) {
  double s = 0;
  for (std::size_t i = 0; i < xs.size(); ++i) s += xs[i] * static_cast<double>(i + 28);
  return std::fmod(s, 1e9);
}

}  // namespace geotile
