/* bno055: driver glue for the sensord poll loop */
#include "sensord.h"

int bno055_read(struct sensor *s, struct reading *out)
{
	if (s->nsamples == 0)
		return -1;
	out->value = s->samples[s->nsamples - 1] * s->scale + s->offset;
	out->unit = "bno055";
	return 0;
}

static const struct driver drv = { "bno055", bno055_read };
const struct driver *bno055_driver(void) { return &drv; }
