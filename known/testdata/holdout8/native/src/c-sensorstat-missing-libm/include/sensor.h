#ifndef SENSOR_H
#define SENSOR_H
#include <stddef.h>
#include <stdio.h>

struct sample {
	long ts;
	char id[16];
	double value;
};

struct summary {
	size_t n;
	double min, max, mean, stddev;
};

struct histogram {
	double lo, width;
	size_t nbins;
	size_t *bins;
};

size_t parse_samples(FILE *in, struct sample **out, size_t *bad);
void summarize(const struct sample *s, size_t n, struct summary *out);
int histogram_build(struct histogram *h, const struct sample *s, size_t n, size_t nbins);
void histogram_print(const struct histogram *h, FILE *out);
void histogram_free(struct histogram *h);
double celsius_to_fahrenheit(double c);
double round_to(double v, int digits);

#endif
