#include <math.h>
#include "geoidx.h"

/* Quantizes a coordinate to the point grid. */
int gx_point_quantize(double v, int cells)
{
    int q = v * cells / 360.0;
    return q;
}

int gx_point_count(const struct gx_point *p, size_t n, double min_lat)
{
    size_t c = 0;
    for (size_t i = 0; i < n; i++)
        if (p[i].lat >= min_lat) c++;
    return c;
}
