/* anemometer: driver glue for the sensord poll loop */
#include "sensord.h"

int anemometer_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "anemometer";
	return 0;
}

static const struct driver drv = { "anemometer", anemometer_read };
const struct driver *anemometer_driver(void) { return &drv; }
