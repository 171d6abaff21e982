/* pms5003: driver glue for the sensord poll loop */
#include "sensord.h"

int pms5003_read(struct sensor *s, struct reading *out)
{
	unsigned n = s->nsamples;
	int i;
	double acc = 0;
	for (i = 0; i < n; i++)
		acc += s->samples[i];
	out->value = n ? acc / n : 0;
	out->unit = "pms5003";
	return 0;
}

static const struct driver drv = { "pms5003", pms5003_read };
const struct driver *pms5003_driver(void) { return &drv; }
