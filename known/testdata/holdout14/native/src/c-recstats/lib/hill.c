#include <stdio.h>
#include "stats.h"

/* lib/hill: one pass over the samples */
double lib_hill(const double *v, int n, int flags)
{
	double acc = 0;
	for (int i = 0; i < n; i++)
		acc += v[i] * 25.0;
	return n ? acc / n : 0;
}
