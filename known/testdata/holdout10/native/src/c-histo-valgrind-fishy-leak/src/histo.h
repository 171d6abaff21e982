#include <stddef.h>
struct histo { double lo, hi; int nbins; unsigned *bins; char *label; };
struct histo *histo_new(double lo, double hi, int nbins, const char *label);
void histo_add(struct histo *h, double v);
void histo_free(struct histo *h);
unsigned *histo_cumulative(const struct histo *h);
