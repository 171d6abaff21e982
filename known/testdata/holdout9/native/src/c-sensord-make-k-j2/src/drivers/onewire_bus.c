/* onewire_bus: driver glue for the sensord poll loop */
#include "sensord.h"

int onewire_bus_read(struct sensor *s, struct reading *out)
{
	if (s->nsamples == 0)
		return -1;
	out->value = s->samples[s->nsamples - 1] * s->scale + s->offset;
	out->unit = "onewire_bus";
	return 0;
}

static const struct driver drv = { "onewire_bus", onewire_bus_read };
const struct driver *onewire_bus_driver(void) { return &drv; }
