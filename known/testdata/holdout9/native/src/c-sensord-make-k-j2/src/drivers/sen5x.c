/* sen5x: driver glue for the sensord poll loop */
#include "sensord.h"

int sen5x_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "sen5x";
	return 0;
}

static const struct driver drv = { "sen5x", sen5x_read };
const struct driver *sen5x_driver(void) { return &drv; }
