/* lis3dh: driver glue for the sensord poll loop */
#include "sensord.h"

int lis3dh_read(struct sensor *s, struct reading *out)
{
	unsigned n = s->nsamples;
	int i;
	double acc = 0;
	for (i = 0; i < n; i++)
		acc += s->samples[i];
	out->value = n ? acc / n : 0;
	out->unit = "lis3dh";
	return 0;
}

static const struct driver drv = { "lis3dh", lis3dh_read };
const struct driver *lis3dh_driver(void) { return &drv; }
