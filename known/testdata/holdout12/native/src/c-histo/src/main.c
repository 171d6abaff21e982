#include <stdio.h>
#include <stdlib.h>
#include "histo.h"
int main(int argc, char **argv)
{
	double *v;
	struct histo h;
	size_t n = argc > 1 ? read_values(argv[1], &v) : 0;
	if (!n)
		return 1;
	histo_init(&h, percentile(v, n, 0), percentile(v, n, 100) + 1e-9, 10);
	for (size_t i = 0; i < n; i++)
		histo_add(&h, v[i]);
	histo_print(&h, 40);
	printf("mean bin %.2f\n", histo_mean_bin(&h));
	histo_free(&h);
	free(v);
	return 0;
}
