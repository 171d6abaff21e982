/* ccs811: driver glue for the sensord poll loop */
#include "sensord.h"

int ccs811_read(struct sensor *s, struct reading *out)
{
	if (s->nsamples == 0)
		return -1;
	out->value = s->samples[s->nsamples - 1] * s->scale + s->offset;
	out->unit = "ccs811";
	return 0;
}

static const struct driver drv = { "ccs811", ccs811_read };
const struct driver *ccs811_driver(void) { return &drv; }
