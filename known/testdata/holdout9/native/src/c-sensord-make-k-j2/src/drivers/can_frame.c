/* can_frame: driver glue for the sensord poll loop */
#include "sensord.h"

int can_frame_read(struct sensor *s, struct reading *out)
{
	unsigned n = s->nsamples;
	int i;
	double acc = 0;
	for (i = 0; i < n; i++)
		acc += s->samples[i];
	out->value = n ? acc / n : 0;
	out->unit = "can_frame";
	return 0;
}

static const struct driver drv = { "can_frame", can_frame_read };
const struct driver *can_frame_driver(void) { return &drv; }
