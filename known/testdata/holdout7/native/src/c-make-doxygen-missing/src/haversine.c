#include <math.h>
#include "geoidx.h"

int gx_haversine_quantize(double v, int cells)
{
    double scale = 360.0;
    return (int)floor(v * cells / 360.0);
}

float gx_haversine_weight(const struct gx_point *p, size_t n)
{
    double w = 0;
    for (size_t i = 0; i < n; i++)
        w += fabs(p[i].lat) + fabs(p[i].lon);
    return w / n;
}
