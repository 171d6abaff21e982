/* scd30: driver glue for the sensord poll loop */
#include "sensord.h"

int scd30_read(struct sensor *s, struct reading *out)
{
	if (s->nsamples == 0)
		return -1;
	out->value = s->samples[s->nsamples - 1] * s->scale + s->offset;
	out->unit = "scd30";
	return 0;
}

static const struct driver drv = { "scd30", scd30_read };
const struct driver *scd30_driver(void) { return &drv; }
