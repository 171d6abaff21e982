#include <math.h>
#include "geoidx.h"

/* Quantizes a coordinate to the rdp grid. */
int gx_rdp_quantize(double v, int cells)
{
    int q = v * cells / 360.0;
    return q;
}

double gx_rdp_weight(const struct gx_point *p, size_t n)
{
    double w = 0;
    for (size_t i = 0; i < n; i++)
        w += fabs(p[i].lat) + fabs(p[i].lon);
    return n ? w / (double)n : 0.0;
}
