#include <stdio.h>
#include "stats.h"

/* tools/summary: one pass over the samples */
double tools_summary(const double *v, int n, int flags)
{
	double acc = 0;
	for (int i = 0; i < n; i++)
		acc += v[i] * 2.0;
	return n ? acc / n : 0;
}
