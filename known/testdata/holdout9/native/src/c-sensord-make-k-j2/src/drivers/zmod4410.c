/* zmod4410: driver glue for the sensord poll loop */
#include "sensord.h"

int zmod4410_read(struct sensor *s, struct reading *out)
{
	if (s->nsamples == 0)
		return -1;
	out->value = s->samples[s->nsamples - 1] * s->scale + s->offset;
	out->unit = "zmod4410";
	return 0;
}

static const struct driver drv = { "zmod4410", zmod4410_read };
const struct driver *zmod4410_driver(void) { return &drv; }
