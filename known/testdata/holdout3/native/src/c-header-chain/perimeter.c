#include <math.h>
#include "geo/shape.h"

double shape_perimeter(const struct shape *s)
{
	if (s->kind == SHAPE_CIRCLE)
		return 2 * M_PI * s->radius;
	double len = 0;
	for (int i = 0; i < s->npoints; i++) {
		struct vec d = vec_add(s->points[(i + 1) % s->npoints],
				       vec_scale(s->points[i], -1));
		len += vec_len(d);
	}
	return len;
}
