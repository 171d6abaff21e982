#include <float.h>
#include "bbox.h"

struct bbox shape_bbox(const struct shape *s)
{
	struct bbox b;
	size_t i;

	if (s->kind == SHAPE_CIRCLE) {
		b.min = vec2_sub(s->center, vec2_make(s->radius, s->radius));
		b.max = vec2_add(s->center, vec2_make(s->radius, s->radius));
		return b;
	}
	b.min = vec2_make(DBL_MAX, DBL_MAX);
	b.max = vec2_make(-DBL_MAX, -DBL_MAX);
	for (i = 0; i < s->npoints; i++) {
		struct vec2 p = s->points[i];
		b.min.x = fmin(b.min.x, p.x);
		b.min.y = fmin(b.min.y, p.y);
		b.max.x = fmax(b.max.x, p.x);
		b.max.y = fmax(b.max.y, p.y);
	}
	return b;
}

int bbox_overlaps(struct bbox a, struct bbox b)
{
	return a.min.x <= b.max.x && b.min.x <= a.max.x &&
	       a.min.y <= b.max.y && b.min.y <= a.max.y;
}
