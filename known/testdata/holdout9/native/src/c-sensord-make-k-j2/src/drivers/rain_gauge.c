/* rain_gauge: driver glue for the sensord poll loop */
#include "sensord.h"

int rain_gauge_read(struct sensor *s, struct reading *out)
{
	if (s->nsamples == 0)
		return -1;
	out->value = s->samples[s->nsamples - 1] * s->scale + s->offset;
	out->unit = "rain_gauge";
	return 0;
}

static const struct driver drv = { "rain_gauge", rain_gauge_read };
const struct driver *rain_gauge_driver(void) { return &drv; }
