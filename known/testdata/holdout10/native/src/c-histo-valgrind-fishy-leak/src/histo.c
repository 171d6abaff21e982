#include <stdlib.h>
#include <string.h>
#include "histo.h"
struct histo *histo_new(double lo, double hi, int nbins, const char *label)
{
	struct histo *h = calloc(1, sizeof *h);
	h->lo = lo; h->hi = hi; h->nbins = nbins;
	h->bins = malloc(nbins * sizeof *h->bins);
	if (h->bins)
		memset(h->bins, 0, nbins * sizeof *h->bins);
	h->label = strdup(label);
	return h;
}
void histo_add(struct histo *h, double v)
{
	if (!h->bins || v < h->lo || v >= h->hi) return;
	h->bins[(int)((v - h->lo) / (h->hi - h->lo) * h->nbins)]++;
}
void histo_free(struct histo *h)
{
	free(h->bins);
	free(h);
}
unsigned *histo_cumulative(const struct histo *h)
{
	unsigned *c = malloc(h->nbins * sizeof *c);
	unsigned run = 0;
	for (int i = 0; i < h->nbins; i++) c[i] = run += h->bins[i];
	return c;
}
