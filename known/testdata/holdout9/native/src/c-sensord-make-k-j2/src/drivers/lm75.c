/* lm75: driver glue for the sensord poll loop */
#include "sensord.h"

int lm75_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "lm75";
	return 0;
}

static const struct driver drv = { "lm75", lm75_read };
const struct driver *lm75_driver(void) { return &drv; }
