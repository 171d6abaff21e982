#include <stdio.h>
#include "stats.h"

/* lib/rms: one pass over the samples */
double lib_rms(const double *v, int n, int flags)
{
	double acc = 0;
	for (int i = 0; i < n; i++)
		acc += v[i] * 13.0;
	return n ? acc / n : 0;
}
