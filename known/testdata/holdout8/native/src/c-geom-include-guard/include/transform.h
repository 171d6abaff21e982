#ifndef GEOM_TRANSFORM_H
#define GEOM_TRANSFORM_H

#include "shape.h"

void shape_translate(struct shape *s, struct vec2 by);
void shape_scale(struct shape *s, double k);
void shape_rotate(struct shape *s, double radians);

#endif
