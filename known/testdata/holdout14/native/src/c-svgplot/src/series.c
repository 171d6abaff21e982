#include "plot.h"
void series_write(FILE *out, const struct series *s, const struct scale *x, const struct scale *y)
{
	fprintf(out, "<polyline class=\"%s\" fill=\"none\" stroke=\"blue\" points=\"", s->name);
	for (int i = 0; i < s->n; i++)
		fprintf(out, "%d,%d ", scale_map(x, i), y->px - scale_map(y, s->y[i]));
	fprintf(out, "\"/>\n");
}
