/* ltr390: driver glue for the sensord poll loop */
#include "sensord.h"

int ltr390_read(struct sensor *s, struct reading *out)
{
	unsigned n = s->nsamples;
	int i;
	double acc = 0;
	for (i = 0; i < n; i++)
		acc += s->samples[i];
	out->value = n ? acc / n : 0;
	out->unit = "ltr390";
	return 0;
}

static const struct driver drv = { "ltr390", ltr390_read };
const struct driver *ltr390_driver(void) { return &drv; }
