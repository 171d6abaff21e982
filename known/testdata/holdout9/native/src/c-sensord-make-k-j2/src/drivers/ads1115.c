/* ads1115: driver glue for the sensord poll loop */
#include "sensord.h"

int ads1115_read(struct sensor *s, struct reading *out)
{
	unsigned n = s->nsamples;
	int i;
	double acc = 0;
	for (i = 0; i < n; i++)
		acc += s->samples[i];
	out->value = n ? acc / n : 0;
	out->unit = "ads1115";
	return 0;
}

static const struct driver drv = { "ads1115", ads1115_read };
const struct driver *ads1115_driver(void) { return &drv; }
