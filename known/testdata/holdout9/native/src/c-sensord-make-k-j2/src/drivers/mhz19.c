/* mhz19: driver glue for the sensord poll loop */
#include "sensord.h"

int mhz19_read(struct sensor *s, struct reading *out)
{
	unsigned n = s->nsamples;
	int i;
	double acc = 0;
	for (i = 0; i < n; i++)
		acc += s->samples[i];
	out->value = n ? acc / n : 0;
	out->unit = "mhz19";
	return 0;
}

static const struct driver drv = { "mhz19", mhz19_read };
const struct driver *mhz19_driver(void) { return &drv; }
