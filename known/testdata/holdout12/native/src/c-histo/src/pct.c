#include <stdlib.h>
#include "histo.h"
static int cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}
double percentile(double *v, size_t n, double p)
{
	if (!n)
		return 0;
	qsort(v, n, sizeof *v, cmp);
	return v[(size_t)(p / 100.0 * (double)(n - 1))];
}
