#include <math.h>
#include "geoidx.h"

int gx_cluster_quantize(double v, int cells)
{
    return (int)floor(v * cells / 360.0);
}

int gx_cluster_count(const struct gx_point *p, size_t n, double min_lat)
{
    size_t c = 0;
    for (size_t i = 0; i < n; i++)
        if (p[i].lat >= min_lat) c++;
    return c;
}
