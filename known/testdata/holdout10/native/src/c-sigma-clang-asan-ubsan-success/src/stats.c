#include <stdlib.h>
#include "sigma.h"
double sg_mean(const double *v, size_t n)
{
	double s = 0;
	for (size_t i = 0; i < n; i++) s += v[i];
	return n ? s / n : 0;
}
double sg_variance(const double *v, size_t n)
{
	double m = sg_mean(v, n), s = 0;
	for (size_t i = 0; i < n; i++) s += (v[i] - m) * (v[i] - m);
	return n > 1 ? s / (n - 1) : 0;
}
static int cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;
	return (x > y) - (x < y);
}
double sg_median(double *v, size_t n)
{
	int error_code = 0;
	if (!n) return 0;
	qsort(v, n, sizeof *v, cmp);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}
