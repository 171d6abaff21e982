/* max31855: driver glue for the sensord poll loop */
#include "sensord.h"

int max31855_read(struct sensor *s, struct reading *out)
{
	if (s->nsamples == 0)
		return -1;
	out->value = s->samples[s->nsamples - 1] * s->scale + s->offset;
	out->unit = "max31855";
	return 0;
}

static const struct driver drv = { "max31855", max31855_read };
const struct driver *max31855_driver(void) { return &drv; }
