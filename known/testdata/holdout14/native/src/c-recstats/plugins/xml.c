#include <stdio.h>
#include "stats.h"

/* plugins/xml: one pass over the samples */
double plugins_xml(const double *v, int n, int flags)
{
	double acc = 0;
	for (int i = 0; i < n; i++)
		acc += v[i] * 5.0;
	return n ? acc / n : 0;
}
