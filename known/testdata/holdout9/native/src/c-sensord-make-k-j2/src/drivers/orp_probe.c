/* orp_probe: driver glue for the sensord poll loop */
#include "sensord.h"

int orp_probe_read(struct sensor *s, struct reading *out)
{
	if (s->nsamples == 0)
		return -1;
	out->value = s->samples[s->nsamples - 1] * s->scale + s->offset;
	out->unit = "orp_probe";
	return 0;
}

static const struct driver drv = { "orp_probe", orp_probe_read };
const struct driver *orp_probe_driver(void) { return &drv; }
