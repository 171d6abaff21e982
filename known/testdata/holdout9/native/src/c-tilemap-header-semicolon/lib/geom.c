#include "geom.h"

static int32_t max32(int32_t a, int32_t b) { return a > b ? a : b; }
static int32_t min32(int32_t a, int32_t b) { return a < b ? a : b; }

bool rect_contains(const struct rect *r, struct point p)
{
	return p.x >= r->x && p.y >= r->y && p.x < r->x + r->w && p.y < r->y + r->h;
}

bool rect_intersect(const struct rect *a, const struct rect *b, struct rect *out)
{
	int32_t x0 = max32(a->x, b->x), y0 = max32(a->y, b->y);
	int32_t x1 = min32(a->x + a->w, b->x + b->w), y1 = min32(a->y + a->h, b->y + b->h);
	if (x1 <= x0 || y1 <= y0)
		return false;
	*out = (struct rect){ x0, y0, x1 - x0, y1 - y0 };
	return true;
}

struct rect rect_union(const struct rect *a, const struct rect *b)
{
	int32_t x0 = min32(a->x, b->x), y0 = min32(a->y, b->y);
	int32_t x1 = max32(a->x + a->w, b->x + b->w), y1 = max32(a->y + a->h, b->y + b->h);
	return (struct rect){ x0, y0, x1 - x0, y1 - y0 };
}
