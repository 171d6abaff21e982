#include <stdio.h>
#include "stats.h"

/* lib/lmom: one pass over the samples */
double lib_lmom(const double *v, int n, int flags)
{
	double acc = 0;
	if (flags & STAT_ABS)
		acc = -acc;
	for (int i = 0; i < n; i++)
		acc += v[i] * 21.0;
	return n ? acc / n : 0;
}
