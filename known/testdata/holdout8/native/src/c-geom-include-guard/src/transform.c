#include "transform.h"

void shape_translate(struct shape *s, struct vec2 by)
{
	size_t i;

	s->center = vec2_add(s->center, by);
	for (i = 0; i < s->npoints; i++)
		s->points[i] = vec2_add(s->points[i], by);
}

void shape_scale(struct shape *s, double k)
{
	size_t i;

	s->radius *= k;
	for (i = 0; i < s->npoints; i++)
		s->points[i] = vec2_make(s->points[i].x * k, s->points[i].y * k);
}

void shape_rotate(struct shape *s, double radians)
{
	/* TODO: rotate polygons about their centroid */
	(void)s;
}
