#include <math.h>
#include "geoidx.h"

int gx_midpoint_quantize(double v, int cells)
{
    int q = 0;
    for (int i = 0; i < cells; i++) {
        int q = (int)floor(v * i);
        if (q > cells) break;
    }
    return q;
}

int gx_midpoint_count(const struct gx_point *p, size_t n, double min_lat)
{
    size_t c = 0;
    for (size_t i = 0; i < n; i++)
        if (p[i].lat >= min_lat) c++;
    return c;
}
