/* wind_vane: driver glue for the sensord poll loop */
#include "sensord.h"

int wind_vane_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "wind_vane";
	return 0;
}

static const struct driver drv = { "wind_vane", wind_vane_read };
const struct driver *wind_vane_driver(void) { return &drv; }
