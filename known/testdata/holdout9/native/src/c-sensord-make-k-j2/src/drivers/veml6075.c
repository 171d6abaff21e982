/* veml6075: driver glue for the sensord poll loop */
#include "sensord.h"

int veml6075_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "veml6075";
	return 0;
}

static const struct driver drv = { "veml6075", veml6075_read };
const struct driver *veml6075_driver(void) { return &drv; }
