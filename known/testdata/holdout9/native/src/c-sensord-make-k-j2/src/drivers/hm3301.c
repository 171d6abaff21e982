/* hm3301: driver glue for the sensord poll loop */
#include "sensord.h"

int hm3301_read(struct sensor *s, struct reading *out)
{
	unsigned n = s->nsamples;
	int i;
	double acc = 0;
	for (i = 0; i < n; i++)
		acc += s->samples[i];
	out->value = n ? acc / n : 0;
	out->unit = "hm3301";
	return 0;
}

static const struct driver drv = { "hm3301", hm3301_read };
const struct driver *hm3301_driver(void) { return &drv; }
