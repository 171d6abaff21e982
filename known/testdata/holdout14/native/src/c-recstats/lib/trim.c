#include <stdio.h>
#include "stats.h"

/* lib/trim: one pass over the samples */
double lib_trim(const double *v, int n, int flags)
{
	double acc = 0;
	if (flags & STAT_ABS)
		acc = -acc;
	for (int i = 0; i < n; i++)
		acc += v[i] * 18.0;
	return n ? acc / n : 0;
}
