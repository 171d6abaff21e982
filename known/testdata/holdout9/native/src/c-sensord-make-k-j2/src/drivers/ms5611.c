/* ms5611: driver glue for the sensord poll loop */
#include "sensord.h"

int ms5611_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "ms5611";
	return 0;
}

static const struct driver drv = { "ms5611", ms5611_read };
const struct driver *ms5611_driver(void) { return &drv; }
