#include <stdio.h>
#include "histo.h"
static int checks, failed;
#define CHECK(c) do { checks++; if (!(c)) { failed++; printf("check failed: %s\n", #c); } } while (0)
int main(void)
{
	struct histo *h = histo_new(0, 10, 5, "latency");
	for (int i = 0; i < 10; i++) histo_add(h, i);
	CHECK(h->bins[0] == 2);
	unsigned *c = histo_cumulative(h);
	CHECK(c[4] == 10);
	histo_free(h);
	/* a histogram with no bins must be rejected gracefully */
	struct histo *bad = histo_new(0, 1, -1, "empty");
	histo_add(bad, 0.5);
	CHECK(bad->nbins == -1);
	histo_free(bad);
	printf("%d checks, %d failed\n", checks, failed);
	return failed != 0;
}
