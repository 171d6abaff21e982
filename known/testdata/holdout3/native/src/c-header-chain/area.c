#include <math.h>
#include "geo/shape.h"

double shape_area(const struct shape *s)
{
	if (s->kind == SHAPE_CIRCLE)
		return M_PI * s->radius * s->radius;
	double a = 0;
	for (int i = 0; i < s->npoints; i++) {
		struct vec p = s->points[i];
		struct vec q = s->points[(i + 1) % s->npoints];
		a += p.x * q.y - q.x * p.y;
	}
	return fabs(a) / 2;
}
