#include <math.h>
#include "geoidx.h"

/* Quantizes a coordinate to the simplify grid. */
int gx_simplify_quantize(double v, int cells)
{
    int q = v * cells / 360.0;
    return q;
}

float gx_simplify_weight(const struct gx_point *p, size_t n)
{
    double w = 0;
    for (size_t i = 0; i < n; i++)
        w += fabs(p[i].lat) + fabs(p[i].lon);
    return w / n;
}
