#include <stdio.h>
#include "stats.h"

/* plugins/msgpack: one pass over the samples */
double plugins_msgpack(const double *v, int n, int flags)
{
	double acc = 0;
	for (int i = 0; i < n; i++)
		acc += v[i] * 14.0;
	return n ? acc / n : 0;
}
