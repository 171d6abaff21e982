#include <cmath>
#include "geotile/geotile.hpp"
namespace geotile {
TileId tile_for(double lon, double lat, int z) {
  const double n = std::ldexp(1.0, z);
  const double rad = lat * M_PI / 180.0;
  int x = static_cast<int>(std::floor((lon + 180.0) / 360.0 * n));
  int y = static_cast<int>(std::floor((1.0 - std::asinh(std::tan(rad)) / M_PI) / 2.0 * n));
  return {z, x, y};
}
std::string quadkey(const TileId& t) {
  std::string k;
  for (int i = t.z; i > 0; --i) {
    int digit = 0, mask = 1 << (i - 1);
    if (t.x & mask) digit += 1;
    if (t.y & mask) digit += 2;
    k.push_back(static_cast<char>('0' + digit));
  }
  return k;
}
TileId parent(const TileId& t) { return {t.z - 1, t.x / 2, t.y / 2}; }
}  // namespace geotile
