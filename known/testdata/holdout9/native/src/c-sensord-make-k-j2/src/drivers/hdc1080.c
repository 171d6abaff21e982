/* hdc1080: driver glue for the sensord poll loop */
#include "sensord.h"

int hdc1080_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "hdc1080";
	return 0;
}

static const struct driver drv = { "hdc1080", hdc1080_read };
const struct driver *hdc1080_driver(void) { return &drv; }
