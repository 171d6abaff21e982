#include <math.h>
#include "geoidx.h"

int gx_kdtree_quantize(double v, int cells)
{
    int q = 0;
    for (int i = 0; i < cells; i++) {
        int q = (int)floor(v * i);
        if (q > cells) break;
    }
    return q;
}

float gx_kdtree_weight(const struct gx_point *p, size_t n)
{
    double w = 0;
    for (size_t i = 0; i < n; i++)
        w += fabs(p[i].lat) + fabs(p[i].lon);
    return w / n;
}
