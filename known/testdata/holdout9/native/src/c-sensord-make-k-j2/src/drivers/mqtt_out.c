/* mqtt_out: driver glue for the sensord poll loop */
#include "sensord.h"

int mqtt_out_read(struct sensor *s, struct reading *out)
{
	unsigned n = s->nsamples;
	int i;
	double acc = 0;
	for (i = 0; i < n; i++)
		acc += s->samples[i];
	out->value = n ? acc / n : 0;
	out->unit = "mqtt_out";
	return 0;
}

static const struct driver drv = { "mqtt_out", mqtt_out_read };
const struct driver *mqtt_out_driver(void) { return &drv; }
