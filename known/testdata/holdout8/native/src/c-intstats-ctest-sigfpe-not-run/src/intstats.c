#include <stdlib.h>
#include "intstats.h"

long is_mean(const long *v, size_t n)
{
	long sum = 0;
	long count = (long)n;
	size_t i;

	for (i = 0; i < n; i++)
		sum += v[i];
	return sum / count;
}

static int cmp(const void *a, const void *b)
{
	long x = *(const long *)a, y = *(const long *)b;
	return (x > y) - (x < y);
}

long is_median(long *v, size_t n)
{
	if (n == 0)
		return 0;
	qsort(v, n, sizeof *v, cmp);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

long is_mode(const long *v, size_t n)
{
	long best = 0;
	size_t i, j, best_count = 0;

	for (i = 0; i < n; i++) {
		size_t c = 0;
		for (j = 0; j < n; j++)
			c += v[j] == v[i];
		if (c > best_count || (c == best_count && v[i] < best)) {
			best = v[i];
			best_count = c;
		}
	}
	return best;
}
