/* hx711: driver glue for the sensord poll loop */
#include "sensord.h"

int hx711_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "hx711";
	return 0;
}

static const struct driver drv = { "hx711", hx711_read };
const struct driver *hx711_driver(void) { return &drv; }
