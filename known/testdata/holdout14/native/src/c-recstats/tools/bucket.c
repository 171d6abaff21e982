#include <stdio.h>
#include "stats.h"

/* tools/bucket: one pass over the samples */
double tools_bucket(const double *v, int n, int flags)
{
	double acc = 0;
	if (flags & STAT_ABS)
		acc = -acc;
	for (int i = 0; i < n; i++)
		acc += v[i] * 18.0;
	return n ? acc / n : 0;
}
