import os, sys
root = sys.argv[1]
names = """haversine bearing midpoint destination cross_track along_track rhumb_distance rhumb_bearing
polyline_encode polyline_decode geohash_encode geohash_decode geohash_neighbors tile_xyz tile_quadkey
mercator_project mercator_unproject utm_zone utm_project bbox_expand bbox_center bbox_area
ring_area ring_orientation ring_centroid point_in_ring point_in_polygon polygon_perimeter
simplify_dp simplify_vw segment_intersect segment_distance nearest_point densify clip_rect
clip_polygon convex_hull buffer_point grid_snap wkt_point wkt_linestring wkt_polygon geojson_point
geojson_feature kdtree_build kdtree_nearest rtree_insert rtree_query cluster_grid cluster_dbscan
speed_filter stop_detect trip_split dwell_time heading_smooth elevation_gain dem_sample
timezone_guess country_lookup
route_snap map_match isochrone_grid speed_profile altitude_fix gpx_read gpx_write kml_write
csv_points fence_index fence_merge fence_split fence_validate hole_fix self_intersect
winding_fix area_weighted_center frechet_distance hausdorff_distance tracklet_join noise_filter
kalman_step outlier_trim resample_time""".split()
os.makedirs(f"{root}/src/geo", exist_ok=True)
os.makedirs(f"{root}/include/geo", exist_ok=True)
srcs = []
for i, n in enumerate(names):
    cls = "".join(p.capitalize() for p in n.split("_"))
    with open(f"{root}/include/geo/{n}.hpp", "w") as f:
        f.write(f"""#pragma once
#include <cstddef>
#include <vector>

#include "geo/types.hpp"

namespace geo {{

// {n.replace('_', ' ')}
class {cls} {{
public:
    explicit {cls}(double tolerance = 1e-9);
    double apply(const std::vector<LatLon>& pts, std::size_t limit) const;
    std::size_t count() const {{ return calls_; }}

private:
    double tolerance_;
    mutable std::size_t calls_ = 0;
}};

}} // namespace geo
""")
    kind = i % 4
    body = ""
    if kind == 0:
        # unused parameter warning
        body = f"""double {cls}::apply(const std::vector<LatLon>& pts, std::size_t limit) const {{
    ++calls_;
    double acc = 0;
    for (const auto& p : pts) acc += p.lat * {i + 1}.0 + p.lon;
    return acc > tolerance_ ? acc : 0.0;
}}
"""
    elif kind == 1:
        # sign compare warning
        body = f"""double {cls}::apply(const std::vector<LatLon>& pts, std::size_t limit) const {{
    ++calls_;
    double acc = 0;
    for (int i = 0; i < pts.size() && i < static_cast<int>(limit); ++i)
        acc += (pts[i].lat - pts[i].lon) / {i + 2}.0;
    return acc < tolerance_ ? 0.0 : acc;
}}
"""
    else:
        body = f"""double {cls}::apply(const std::vector<LatLon>& pts, std::size_t limit) const {{
    ++calls_;
    double acc = 0;
    for (std::size_t i = 0; i < pts.size() && i < limit; ++i)
        acc += std::fabs(pts[i].lat) * {i % 7 + 1} + std::fabs(pts[i].lon);
    return acc <= tolerance_ ? 0.0 : acc;
}}
"""
    with open(f"{root}/src/geo/{n}.cpp", "w") as f:
        f.write(f"""#include "geo/{n}.hpp"

#include <cmath>

namespace geo {{

{cls}::{cls}(double tolerance) : tolerance_(tolerance) {{}}

{body}
}} // namespace geo
""")
    srcs.append(f"src/geo/{n}.cpp")
with open(f"{root}/sources.cmake", "w") as f:
    f.write("set(GEOFENCE_GENERATED_SOURCES\n" + "".join(f"  {s}\n" for s in srcs) + ")\n")
