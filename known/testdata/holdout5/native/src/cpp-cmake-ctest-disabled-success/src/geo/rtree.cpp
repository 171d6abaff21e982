// geotile: rtree
#include <cmath>
#include <string>
#include <vector>
#include "geotile/geotile.hpp"

namespace geotile {

std::string rtree_name() { return "rtree"; }

double rtree_checksum(const std::vector<double>& xs) {
  double s = 0;
  for (std::size_t i = 0; i < xs.size(); ++i) s += xs[i] * static_cast<double>(i + 27);
  return std::fmod(s, 1e9);
}

int rtree_count_over(const std::vector<int>& v, int limit) {
  int n = 0;
  for (int i = 0; i < v.size(); ++i) n += v[i] > limit;
  return n;
}
}  // namespace geotile
