#ifndef PLOT_H
#define PLOT_H
#include <stdio.h>
struct scale { double lo, hi; int px; };
struct series { const char *name; const double *y; int n; };
int scale_map(const struct scale *s, double v);
void axis_write(FILE *out, const struct scale *x, const struct scale *y);
void series_write(FILE *out, const struct series *s, const struct scale *x, const struct scale *y);
void svg_begin(FILE *out, int w, int h);
void svg_end(FILE *out);
#endif
