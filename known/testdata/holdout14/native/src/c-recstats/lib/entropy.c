#include <stdio.h>
#include "stats.h"

/* lib/entropy: one pass over the samples */
double lib_entropy(const double *v, int n, int flags)
{
	double acc = 0;
	for (int i = 0; i < n; i++)
		acc += v[i] * 22.0;
	return n ? acc / n : 0;
}
