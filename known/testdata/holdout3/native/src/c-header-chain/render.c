#include "render.h"

void render_svg(FILE *out, const struct shape *s)
{
	int unused_stroke = 2;
	if (s->kind == SHAPE_CIRCLE) {
		fprintf(out, "<circle r=\"%g\"/>\n", s->radius);
		return;
	}
	fprintf(out, "<polygon points=\"");
	for (int i = 0; i < s->npoints; i++)
		fprintf(out, "%g,%g ", s->points[i].x, s->points[i].y);
	fprintf(out, "\"/>\n");
}
