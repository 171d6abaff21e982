#include <cstdio>
#include <string>
#include <vector>
#include "geotile/geotile.hpp"
namespace geotile {
std::string bbox_name();
double bbox_checksum(const std::vector<double>& xs);
std::string cache_name();
double cache_checksum(const std::vector<double>& xs);
std::string clip_name();
double clip_checksum(const std::vector<double>& xs);
std::string color_name();
double color_checksum(const std::vector<double>& xs);
std::string coord_name();
double coord_checksum(const std::vector<double>& xs);
std::string crs_name();
double crs_checksum(const std::vector<double>& xs);
std::string douglas_name();
double douglas_checksum(const std::vector<double>& xs);
std::string feature_name();
double feature_checksum(const std::vector<double>& xs);
std::string geohash_name();
double geohash_checksum(const std::vector<double>& xs);
std::string grid_name();
double grid_checksum(const std::vector<double>& xs);
std::string hilbert_name();
double hilbert_checksum(const std::vector<double>& xs);
std::string index_name();
double index_checksum(const std::vector<double>& xs);
std::string layer_name();
double layer_checksum(const std::vector<double>& xs);
std::string mercator_name();
double mercator_checksum(const std::vector<double>& xs);
std::string mvt_cmd_name();
double mvt_cmd_checksum(const std::vector<double>& xs);
std::string mvt_geom_name();
double mvt_geom_checksum(const std::vector<double>& xs);
std::string mvt_layer_name();
double mvt_layer_checksum(const std::vector<double>& xs);
std::string mvt_value_name();
double mvt_value_checksum(const std::vector<double>& xs);
std::string path_name();
double path_checksum(const std::vector<double>& xs);
std::string pixel_name();
double pixel_checksum(const std::vector<double>& xs);
std::string polygon_name();
double polygon_checksum(const std::vector<double>& xs);
std::string polyline_name();
double polyline_checksum(const std::vector<double>& xs);
std::string quadkey_name();
double quadkey_checksum(const std::vector<double>& xs);
std::string raster_name();
double raster_checksum(const std::vector<double>& xs);
std::string render_name();
double render_checksum(const std::vector<double>& xs);
std::string ring_name();
double ring_checksum(const std::vector<double>& xs);
std::string rtree_name();
double rtree_checksum(const std::vector<double>& xs);
std::string scale_name();
double scale_checksum(const std::vector<double>& xs);
std::string simplify_name();
double simplify_checksum(const std::vector<double>& xs);
std::string spatial_name();
double spatial_checksum(const std::vector<double>& xs);
std::string stats_name();
double stats_checksum(const std::vector<double>& xs);
std::string style_name();
double style_checksum(const std::vector<double>& xs);
std::string symbol_name();
double symbol_checksum(const std::vector<double>& xs);
std::string tile_name();
double tile_checksum(const std::vector<double>& xs);
std::string tile_id_name();
double tile_id_checksum(const std::vector<double>& xs);
std::string tilejson_name();
double tilejson_checksum(const std::vector<double>& xs);
std::string transform_name();
double transform_checksum(const std::vector<double>& xs);
std::string triangulate_name();
double triangulate_checksum(const std::vector<double>& xs);
std::string validate_name();
double validate_checksum(const std::vector<double>& xs);
std::string wkb_name();
double wkb_checksum(const std::vector<double>& xs);
std::string wkt_name();
double wkt_checksum(const std::vector<double>& xs);
std::string zoom_name();
double zoom_checksum(const std::vector<double>& xs);
}
static int check(const std::string& name, bool ok) {
  std::printf("%s: %s\n", name.c_str(), ok ? "ok" : "FAILED");
  return ok ? 0 : 1;
}
static int run(const std::string& name) {
  if (name == "tile_origin") return check(name, geotile::tile_for(0, 0, 1) == (geotile::TileId{1, 1, 1}));
  if (name == "tile_berlin_z12") return check(name, geotile::tile_for(13.4, 52.52, 12) == (geotile::TileId{12, 2200, 1343}));
  if (name == "tile_negative_lon") return check(name, geotile::tile_for(-122.4, 37.77, 10).x == 163);
  if (name == "tile_z0") return check(name, geotile::tile_for(45, 45, 0) == (geotile::TileId{0, 0, 0}));
  if (name == "quadkey_z1") return check(name, geotile::quadkey({1, 1, 1}) == "3");
  if (name == "quadkey_z3") return check(name, geotile::quadkey({3, 3, 5}) == "213");
  if (name == "quadkey_empty") return check(name, geotile::quadkey({0, 0, 0}).empty());
  if (name == "parent_z1") return check(name, geotile::parent({1, 1, 0}) == (geotile::TileId{0, 0, 0}));
  if (name == "parent_z12") return check(name, geotile::parent({12, 2200, 1343}) == (geotile::TileId{11, 1100, 671}));
  if (name == "checksum_bbox") return check(name, geotile::bbox_checksum({1, 2, 3}) == 1 * 1 + 2 * 2 + 3 * 3);
  if (name == "checksum_zoom") return check(name, geotile::zoom_checksum({}) == 0);
  if (name == "names") return check(name, geotile::tile_name() == "tile" && geotile::wkt_name() == "wkt");
  std::printf("no test %s\n", name.c_str());
  return 2;
}
int main(int argc, char** argv) { return argc == 2 ? run(argv[1]) : 2; }
