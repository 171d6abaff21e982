#include <math.h>
#include "histo.h"

double stat9_moment(const double *v, size_t n)
{
	double s = 0;
	for (size_t k = 0; k < n; k++)
		s += pow(v[k], 9);
	return n ? s / (double)n : 0;
}
