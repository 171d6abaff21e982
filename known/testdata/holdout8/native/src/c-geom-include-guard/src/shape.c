#include <stdlib.h>
#include <string.h>
#include "shape.h"

struct shape *shape_circle(struct vec2 c, double r)
{
	struct shape *s = calloc(1, sizeof *s);
	if (!s)
		return NULL;
	s->kind = SHAPE_CIRCLE;
	s->center = c;
	s->radius = r;
	return s;
}

struct shape *shape_polygon(const struct vec2 *pts, size_t n)
{
	struct shape *s = calloc(1, sizeof *s);
	if (!s)
		return NULL;
	s->kind = SHAPE_POLYGON;
	s->points = malloc(n * sizeof *pts);
	if (!s->points) {
		free(s);
		return NULL;
	}
	memcpy(s->points, pts, n * sizeof *pts);
	s->npoints = n;
	return s;
}

void shape_free(struct shape *s)
{
	if (s)
		free(s->points);
	free(s);
}

double shape_area(const struct shape *s)
{
	double a = 0;
	size_t i;

	if (s->kind == SHAPE_CIRCLE)
		return M_PI * s->radius * s->radius;
	for (i = 0; i < s->npoints; i++) {
		struct vec2 p = s->points[i], q = s->points[(i + 1) % s->npoints];
		a += p.x * q.y - q.x * p.y;
	}
	return fabs(a) / 2;
}

double shape_perimeter(const struct shape *s)
{
	double len = 0;
	size_t i;

	if (s->kind == SHAPE_CIRCLE)
		return 2 * M_PI * s->radius;
	for (i = 0; i < s->npoints; i++)
		len += vec2_len(vec2_sub(s->points[(i + 1) % s->npoints], s->points[i]));
	return len;
}
