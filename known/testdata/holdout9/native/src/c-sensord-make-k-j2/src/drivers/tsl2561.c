/* tsl2561: driver glue for the sensord poll loop */
#include "sensord.h"

int tsl2561_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "tsl2561";
	return 0;
}

static const struct driver drv = { "tsl2561", tsl2561_read };
const struct driver *tsl2561_driver(void) { return &drv; }
