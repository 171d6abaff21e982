#ifndef GEOM_SHAPE_H
#define GEOM_SHAPE_H

#include <stddef.h>
#include "vec.h"

enum shape_kind { SHAPE_CIRCLE, SHAPE_POLYGON };

struct shape {
	enum shape_kind kind;
	struct vec2 center;
	double radius;          /* circles */
	size_t npoints;         /* polygons */
	struct vec2 *points;
};

struct shape *shape_circle(struct vec2 c, double r);
struct shape *shape_polygon(const struct vec2 *pts, size_t n);
void shape_free(struct shape *s);
double shape_area(const struct shape *s);
double shape_perimeter(const struct shape *s);

#endif
