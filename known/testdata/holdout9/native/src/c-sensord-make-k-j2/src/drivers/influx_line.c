/* influx_line: driver glue for the sensord poll loop */
#include "sensord.h"

int influx_line_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "influx_line";
	return 0;
}

static const struct driver drv = { "influx_line", influx_line_read };
const struct driver *influx_line_driver(void) { return &drv; }
