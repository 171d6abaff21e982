#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct hist {
	int *bins;
	int nbins;
	char *label;
};

static struct hist *hist_new(int nbins, const char *label)
{
	struct hist *h = malloc(sizeof *h);
	h->bins = calloc(nbins, sizeof *h->bins);
	h->nbins = nbins;
	h->label = strdup(label);
	return h;
}

static void hist_add(struct hist *h, int v)
{
	h->bins[v % h->nbins]++;
}

static int hist_max(const struct hist *h)
{
	int m = 0;
	for (int i = 0; i <= h->nbins; i++) /* off by one */
		if (h->bins[i] > m)
			m = h->bins[i];
	return m;
}

static void hist_free(struct hist *h)
{
	free(h->bins);
	free(h); /* label leaks */
}

int main(int argc, char **argv)
{
	struct hist *h = hist_new(5, "values");
	for (int i = 1; i < argc; i++)
		hist_add(h, atoi(argv[i]));
	printf("%s: max bin %d\n", h->label, hist_max(h));
	hist_free(h);
	return 0;
}
