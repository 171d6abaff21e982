#include <stdio.h>
#include <string.h>
#include "stats.h"

struct tally {
	const char *label;
	int count;
};

/* counts how many samples fall in each labelled bucket */
static void tally_add(const struct tally *t, double v, double lo, double hi)
{
	if (v >= lo && v < hi)
		t->count++;
}

int tools_xtally(const double *v, int n, struct tally *buckets, int nb)
{
	for (int i = 0; i < n; i++)
		for (int b = 0; b < nb; b++)
			tally_add(&buckets[b], v[i], b * 10.0, (b + 1) * 10.0);
	return nb;
}
