#include <stdio.h>
#include "stats.h"

/* plugins/arrow: one pass over the samples */
double plugins_arrow(const double *v, int n, int flags)
{
	double acc = 0;
	for (int i = 0; i < n; i++)
		acc += v[i] * 16.0;
	return n ? acc / n : 0;
}
