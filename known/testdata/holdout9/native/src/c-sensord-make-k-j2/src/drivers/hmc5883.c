/* hmc5883: driver glue for the sensord poll loop */
#include "sensord.h"

int hmc5883_read(struct sensor *s, struct reading *out)
{
	if (s->nsamples == 0)
		return -1;
	out->value = s->samples[s->nsamples - 1] * s->scale + s->offset;
	out->unit = "hmc5883";
	return 0;
}

static const struct driver drv = { "hmc5883", hmc5883_read };
const struct driver *hmc5883_driver(void) { return &drv; }
