#include "plot.h"
void svg_begin(FILE *out, int w, int h)
{
	fprintf(out, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" height=\"%d\">\n", w, h);
}
void svg_end(FILE *out) { fprintf(out, "</svg>\n"); }
