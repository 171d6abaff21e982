#ifndef RENDER_H
#define RENDER_H

#include <stdio.h>
#include "geo/shape.h"

void render_svg(FILE *out, const struct shape *s);

#endif
