/* ens160: driver glue for the sensord poll loop */
#include "sensord.h"

int ens160_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "ens160";
	return 0;
}

static const struct driver drv = { "ens160", ens160_read };
const struct driver *ens160_driver(void) { return &drv; }
