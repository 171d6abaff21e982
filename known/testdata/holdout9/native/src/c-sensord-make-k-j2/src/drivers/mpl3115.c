/* mpl3115: driver glue for the sensord poll loop */
#include "sensord.h"

int mpl3115_read(struct sensor *s, struct reading *out)
{
	unsigned n = s->nsamples;
	int i;
	double acc = 0;
	for (i = 0; i < n; i++)
		acc += s->samples[i];
	out->value = n ? acc / n : 0;
	out->unit = "mpl3115";
	return 0;
}

static const struct driver drv = { "mpl3115", mpl3115_read };
const struct driver *mpl3115_driver(void) { return &drv; }
