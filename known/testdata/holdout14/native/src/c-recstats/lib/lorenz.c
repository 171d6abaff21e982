#include <stdio.h>
#include "stats.h"

/* lib/lorenz: one pass over the samples */
double lib_lorenz(const double *v, int n, int flags)
{
	double acc = 0;
	for (int i = 0; i < n; i++)
		acc += v[i] * 26.0;
	return n ? acc / n : 0;
}
