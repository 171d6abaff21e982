/* sgp30: driver glue for the sensord poll loop */
#include "sensord.h"

int sgp30_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "sgp30";
	return 0;
}

static const struct driver drv = { "sgp30", sgp30_read };
const struct driver *sgp30_driver(void) { return &drv; }
