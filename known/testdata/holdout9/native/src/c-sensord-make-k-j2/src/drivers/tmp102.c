/* tmp102: driver glue for the sensord poll loop */
#include "sensord.h"

int tmp102_read(struct sensor *s, struct reading *out)
{
	if (s->nsamples == 0)
		return -1;
	out->value = s->samples[s->nsamples - 1] * s->scale + s->offset;
	out->unit = "tmp102";
	return 0;
}

static const struct driver drv = { "tmp102", tmp102_read };
const struct driver *tmp102_driver(void) { return &drv; }
