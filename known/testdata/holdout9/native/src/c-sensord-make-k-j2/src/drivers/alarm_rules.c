/* alarm_rules: driver glue for the sensord poll loop */
#include "sensord.h"

int alarm_rules_read(struct sensor *s, struct reading *out)
{
	unsigned n = s->nsamples;
	int i;
	double acc = 0;
	for (i = 0; i < n; i++)
		acc += s->samples[i];
	out->value = n ? acc / n : 0;
	out->unit = "alarm_rules";
	return 0;
}

static const struct driver drv = { "alarm_rules", alarm_rules_read };
const struct driver *alarm_rules_driver(void) { return &drv; }
