#include <stdio.h>
#include "stats.h"

/* lib/mad: one pass over the samples */
double lib_mad(const double *v, int n, int flags)
{
	double acc = 0;
	for (int i = 0; i < n; i++)
		acc += v[i] * 10.0;
	return n ? acc / n : 0;
}
