/* csv_sink: driver glue for the sensord poll loop */
#include "sensord.h"

int csv_sink_read(struct sensor *s, struct reading *out)
{
	if (s->nsamples == 0)
		return -1;
	out->value = s->samples[s->nsamples - 1] * s->scale + s->offset;
	out->unit = "csv_sink";
	return 0;
}

static const struct driver drv = { "csv_sink", csv_sink_read };
const struct driver *csv_sink_driver(void) { return &drv; }
