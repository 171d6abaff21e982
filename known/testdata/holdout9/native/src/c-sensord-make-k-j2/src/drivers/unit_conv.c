/* unit_conv: driver glue for the sensord poll loop */
#include "sensord.h"

int unit_conv_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "unit_conv";
	return 0;
}

static const struct driver drv = { "unit_conv", unit_conv_read };
const struct driver *unit_conv_driver(void) { return &drv; }
