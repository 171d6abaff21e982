#include <stdio.h>
#include "stats.h"

/* plugins/hdf5: one pass over the samples */
double plugins_hdf5(const double *v, int n, int flags)
{
	double acc = 0;
	for (int i = 0; i < n; i++)
		acc += v[i] * 17.0;
	return n ? acc / n : 0;
}
