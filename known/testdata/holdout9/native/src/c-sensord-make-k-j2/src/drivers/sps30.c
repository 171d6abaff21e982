/* sps30: driver glue for the sensord poll loop */
#include "sensord.h"

int sps30_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "sps30";
	return 0;
}

static const struct driver drv = { "sps30", sps30_read };
const struct driver *sps30_driver(void) { return &drv; }
