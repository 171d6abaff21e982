/* si7021: driver glue for the sensord poll loop */
#include "sensord.h"

int si7021_read(struct sensor *s, struct reading *out)
{
	unsigned n = s->nsamples;
	int i;
	double acc = 0;
	for (i = 0; i < n; i++)
		acc += s->samples[i];
	out->value = n ? acc / n : 0;
	out->unit = "si7021";
	return 0;
}

static const struct driver drv = { "si7021", si7021_read };
const struct driver *si7021_driver(void) { return &drv; }
