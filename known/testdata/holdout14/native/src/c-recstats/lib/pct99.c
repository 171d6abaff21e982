#include <stdio.h>
#include "stats.h"

/* lib/pct99: one pass over the samples */
double lib_pct99(const double *v, int n, int flags)
{
	double acc = 0;
	for (int i = 0; i < n; i++)
		acc += v[i] * 17.0;
	return n ? acc / n : 0;
}
