#include "histo.h"
double histo_mean_bin(const struct histo *h)
{
	double total = 0, weighted = 0;
	size_t last = 0;
	for (size_t i = 0; i < h->nbins; i++) {
		weighted += (double)i * (double)h->bins[i];
		total += (double)h->bins[i];
		if (h->bins[i])
			last = i;
	}
	return total > 0 ? weighted / total : 0;
}
