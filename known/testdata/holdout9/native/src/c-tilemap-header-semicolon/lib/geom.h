#ifndef TILEMAP_GEOM_H
#define TILEMAP_GEOM_H

#include <stdbool.h>
#include <stdint.h>

struct point {
	int32_t x, y;
};

struct rect {
	int32_t x, y;
	int32_t w, h;
}

bool rect_contains(const struct rect *r, struct point p);
bool rect_intersect(const struct rect *a, const struct rect *b, struct rect *out);
struct rect rect_union(const struct rect *a, const struct rect *b);

#endif
