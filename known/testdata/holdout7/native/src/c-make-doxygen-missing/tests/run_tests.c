#include <math.h>
#include <stdio.h>
#include "geoidx.h"

static int run, failed;
#define EXPECT(c) do { run++; if (!(c)) { failed++; printf("not ok %d - %s\n", run, #c); } else printf("ok %d - %s\n", run, #c); } while (0)

int main(void)
{
    EXPECT(gx_grid_quantize(180.0, 8) == 4);
    EXPECT(gx_geohash_quantize(0.0, 16) == 0);
    EXPECT(gx_rect_quantize(359.0, 360) == 359);
    EXPECT(gx_point_quantize(90.0, 4) == 1);
    EXPECT(gx_bearing_quantize(45.0, 8) == 1);
    EXPECT(gx_hilbert_quantize(270.0, 4) == 3);
    EXPECT(gx_utm_quantize(6.0, 60) == 1);
    EXPECT(gx_lerp_quantize(90.0, 4) == 1);
    EXPECT(gx_haversine_quantize(120.0, 3) == 1);
    EXPECT(gx_mercator_quantize(0.5, 720) == 1);
    EXPECT(gx_bbox_quantize(180.0, 2) == 1);
    EXPECT(gx_clip_quantize(360.0, 1) == 1);
    EXPECT(gx_snap_quantize(12.0, 30) == 1);
    EXPECT(gx_winding_quantize(360.0, 2) == 2);
    printf("1..%d\n", run);
    printf("# %d passed, %d failed\n", run - failed, failed);
    return failed != 0;
}
