#ifndef GEO_SHAPE_H
#define GEO_SHAPE_H

#include "geo/vec.h"

enum shape_kind { SHAPE_CIRCLE, SHAPE_POLY };

struct shape {
	enum shape_kind kind;
	int npoints;
	struct vec points[16];
	double radius;
};

/* kept here for the old renderer; see vec.h */
float vec_len(struct vec v);

double shape_area(const struct shape *s);
double shape_perimeter(const struct shape *s);

#endif
