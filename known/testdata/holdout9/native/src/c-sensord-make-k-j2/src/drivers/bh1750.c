/* bh1750: driver glue for the sensord poll loop */
#include "sensord.h"

int bh1750_read(struct sensor *s, struct reading *out)
{
	unsigned n = s->nsamples;
	int i;
	double acc = 0;
	for (i = 0; i < n; i++)
		acc += s->samples[i];
	out->value = n ? acc / n : 0;
	out->unit = "bh1750";
	return 0;
}

static const struct driver drv = { "bh1750", bh1750_read };
const struct driver *bh1750_driver(void) { return &drv; }
