#include <cstdio>
#include <cstdlib>
#include "geotile/geotile.hpp"
int main(int argc, char** argv) {
  double lon = argc > 1 ? std::atof(argv[1]) : 0, lat = argc > 2 ? std::atof(argv[2]) : 0;
  auto t = geotile::tile_for(lon, lat, 12);
  std::printf("quadkey-cli: %d/%d/%d %s\n", t.z, t.x, t.y, geotile::quadkey(t).c_str());
  return 0;
}
