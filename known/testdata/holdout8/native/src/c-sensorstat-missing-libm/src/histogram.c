#include <math.h>
#include <stdlib.h>
#include "sensor.h"

int histogram_build(struct histogram *h, const struct sample *s, size_t n, size_t nbins)
{
	double lo = INFINITY, hi = -INFINITY;
	size_t i;

	for (i = 0; i < n; i++) {
		lo = fmin(lo, s[i].value);
		hi = fmax(hi, s[i].value);
	}
	h->bins = calloc(nbins, sizeof *h->bins);
	if (!h->bins)
		return -1;
	h->nbins = nbins;
	h->lo = floor(lo);
	h->width = (ceil(hi) - h->lo) / nbins;
	if (h->width <= 0)
		h->width = 1;
	for (i = 0; i < n; i++) {
		size_t k = (size_t)floor((s[i].value - h->lo) / h->width);
		h->bins[k < nbins ? k : nbins - 1]++;
	}
	return 0;
}

void histogram_print(const struct histogram *h, FILE *out)
{
	size_t i, j;

	for (i = 0; i < h->nbins; i++) {
		fprintf(out, "%8.2f | ", h->lo + i * h->width);
		for (j = 0; j < h->bins[i]; j++)
			fputc('#', out);
		fputc('\n', out);
	}
}

void histogram_free(struct histogram *h)
{
	free(h->bins);
	h->bins = NULL;
}
