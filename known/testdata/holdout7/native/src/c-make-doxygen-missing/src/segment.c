#include <math.h>
#include "geoidx.h"

int gx_segment_quantize(double v, int cells)
{
    return (int)floor(v * cells / 360.0);
}

double gx_segment_weight(const struct gx_point *p, size_t n)
{
    double w = 0;
    for (size_t i = 0; i < n; i++)
        w += fabs(p[i].lat) + fabs(p[i].lon);
    return n ? w / (double)n : 0.0;
}
