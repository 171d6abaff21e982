#include <stdlib.h>
#include "intstats.h"

static int cmp(const void *a, const void *b)
{
	long x = *(const long *)a, y = *(const long *)b;
	return (x > y) - (x < y);
}

/* nearest-rank quantile, permille in [0, 1000] */
long is_quantile(long *v, size_t n, int permille)
{
	size_t rank;

	if (n == 0)
		return 0;
	qsort(v, n, sizeof *v, cmp);
	rank = ((size_t)permille * n + 999) / 1000;
	return v[rank ? rank - 1 : 0];
}
