#ifndef GEOM_BBOX_H
#define GEOM_BBOX_H

#include "vec.h"
#include "shape.h"

struct bbox {
	struct vec2 min, max;
};

struct bbox shape_bbox(const struct shape *s);
int bbox_overlaps(struct bbox a, struct bbox b);

#endif
