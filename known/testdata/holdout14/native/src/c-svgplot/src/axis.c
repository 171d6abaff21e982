#include "plot.h"
void axis_write(FILE *out, const struct scale *x, const struct scale *y)
{
	fprintf(out, "<line x1=\"0\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"black\"/>\n", y->px, x->px, y->px);
	fprintf(out, "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"%d\" stroke=\"black\"/>\n", y->px);
}
