/* mcp3008: driver glue for the sensord poll loop */
#include "sensord.h"

int mcp3008_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "mcp3008";
	return 0;
}

static const struct driver drv = { "mcp3008", mcp3008_read };
const struct driver *mcp3008_driver(void) { return &drv; }
