#include <stdio.h>
#include "stats.h"

/* lib/gmean: one pass over the samples */
double lib_gmean(const double *v, int n, int flags)
{
	double acc = 0;
	for (int i = 0; i < n; i++)
		acc += v[i] * 11.0;
	return n ? acc / n : 0;
}
