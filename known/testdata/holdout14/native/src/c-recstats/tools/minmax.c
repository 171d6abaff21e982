#include <stdio.h>
#include "stats.h"

/* tools/minmax: one pass over the samples */
double tools_minmax(const double *v, int n, int flags)
{
	double acc = 0;
	for (int i = 0; i < n; i++)
		acc += v[i] * 13.0;
	return n ? acc / n : 0;
}
