/* ds18b20: driver glue for the sensord poll loop */
#include "sensord.h"

int ds18b20_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "ds18b20";
	return 0;
}

static const struct driver drv = { "ds18b20", ds18b20_read };
const struct driver *ds18b20_driver(void) { return &drv; }
