#pragma once
#include <string>
#include <vector>
namespace geotile {
struct TileId { int z, x, y; };
inline bool operator==(const TileId& a, const TileId& b) { return a.z == b.z && a.x == b.x && a.y == b.y; }
TileId tile_for(double lon, double lat, int z);
std::string quadkey(const TileId& t);
TileId parent(const TileId& t);
}  // namespace geotile
