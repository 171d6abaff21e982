/* dht22: driver glue for the sensord poll loop */
#include "sensord.h"

int dht22_read(struct sensor *s, struct reading *out)
{
	if (s->nsamples == 0)
		return -1;
	out->value = s->samples[s->nsamples - 1] * s->scale + s->offset;
	out->unit = "dht22";
	return 0;
}

static const struct driver drv = { "dht22", dht22_read };
const struct driver *dht22_driver(void) { return &drv; }
