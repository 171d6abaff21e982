#include <stdio.h>
#include "stats.h"

/* tools/acf: one pass over the samples */
double tools_acf(const double *v, int n, int flags)
{
	double acc = 0;
	if (flags & STAT_ABS)
		acc = -acc;
	for (int i = 0; i < n; i++)
		acc += v[i] * 24.0;
	return n ? acc / n : 0;
}
