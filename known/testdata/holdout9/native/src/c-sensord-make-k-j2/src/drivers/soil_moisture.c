/* soil_moisture: driver glue for the sensord poll loop */
#include "sensord.h"

int soil_moisture_read(struct sensor *s, struct reading *out)
{
	unsigned n = s->nsamples;
	int i;
	double acc = 0;
	for (i = 0; i < n; i++)
		acc += s->samples[i];
	out->value = n ? acc / n : 0;
	out->unit = "soil_moisture";
	return 0;
}

static const struct driver drv = { "soil_moisture", soil_moisture_read };
const struct driver *soil_moisture_driver(void) { return &drv; }
