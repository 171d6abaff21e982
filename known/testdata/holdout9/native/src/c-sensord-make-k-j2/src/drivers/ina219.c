/* ina219: driver glue for the sensord poll loop */
#include "sensord.h"

int ina219_read(struct sensor *s, struct reading *out)
{
	if (s->nsamples == 0)
		return -1;
	out->value = s->samples[s->nsamples - 1] * s->scale + s->offset;
	out->unit = "ina219";
	return 0;
}

static const struct driver drv = { "ina219", ina219_read };
const struct driver *ina219_driver(void) { return &drv; }
