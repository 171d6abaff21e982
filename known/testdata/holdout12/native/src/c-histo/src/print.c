#include <stdio.h>
#include "histo.h"
void histo_print(const struct histo *h, int width)
{
	size_t max = 1;
	for (size_t i = 0; i < h->nbins; i++)
		if (h->bins[i] > max)
			max = h->bins[i];
	for (size_t i = 0; i < h->nbins; i++) {
		int bar = (int)(h->bins[i] * (size_t)width / max);
		printf("%3d | %-*.*s %zu\n", i, width, bar, "##################################################", h->bins[i]);
	}
}
