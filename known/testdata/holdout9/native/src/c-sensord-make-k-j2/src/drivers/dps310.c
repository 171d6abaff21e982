/* dps310: driver glue for the sensord poll loop */
#include "sensord.h"

int dps310_read(struct sensor *s, struct reading *out)
{
	unsigned n = s->nsamples;
	int i;
	double acc = 0;
	for (i = 0; i < n; i++)
		acc += s->samples[i];
	out->value = n ? acc / n : 0;
	out->unit = "dps310";
	return 0;
}

static const struct driver drv = { "dps310", dps310_read };
const struct driver *dps310_driver(void) { return &drv; }
