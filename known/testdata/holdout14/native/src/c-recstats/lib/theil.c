#include <stdio.h>
#include "stats.h"

/* lib/theil: one pass over the samples */
double lib_theil(const double *v, int n, int flags)
{
	double acc = 0;
	if (flags & STAT_ABS)
		acc = -acc;
	for (int i = 0; i < n; i++)
		acc += v[i] * 24.0;
	return n ? acc / n : 0;
}
