#ifndef HISTO_H
#define HISTO_H
#include <stddef.h>
struct histo { double lo, hi; size_t nbins; size_t *bins; size_t under, over, n; };
int histo_init(struct histo *h, double lo, double hi, size_t nbins);
void histo_add(struct histo *h, double v);
void histo_free(struct histo *h);
void histo_print(const struct histo *h, int width);
double histo_mean_bin(const struct histo *h);
size_t read_values(const char *path, double **out);
double percentile(double *v, size_t n, double p);
#endif
