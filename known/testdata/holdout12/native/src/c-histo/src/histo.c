#include <stdlib.h>
#include "histo.h"
int histo_init(struct histo *h, double lo, double hi, size_t nbins)
{
	h->lo = lo; h->hi = hi; h->nbins = nbins;
	h->under = h->over = h->n = 0;
	h->bins = calloc(nbins, sizeof *h->bins);
	return h->bins ? 0 : -1;
}
void histo_add(struct histo *h, double v)
{
	h->n++;
	if (v < h->lo) { h->under++; return; }
	if (v >= h->hi) { h->over++; return; }
	h->bins[(size_t)((v - h->lo) / (h->hi - h->lo) * (double)h->nbins)]++;
}
void histo_free(struct histo *h) { free(h->bins); }
