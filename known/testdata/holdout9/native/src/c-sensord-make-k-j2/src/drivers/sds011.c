/* sds011: driver glue for the sensord poll loop */
#include "sensord.h"

int sds011_read(struct sensor *s, struct reading *out)
{
	unsigned n = s->nsamples;
	int i;
	double acc = 0;
	for (i = 0; i < n; i++)
		acc += s->samples[i];
	out->value = n ? acc / n : 0;
	out->unit = "sds011";
	return 0;
}

static const struct driver drv = { "sds011", sds011_read };
const struct driver *sds011_driver(void) { return &drv; }
