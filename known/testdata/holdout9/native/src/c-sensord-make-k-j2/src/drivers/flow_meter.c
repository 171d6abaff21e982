/* flow_meter: driver glue for the sensord poll loop */
#include "sensord.h"

int flow_meter_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "flow_meter";
	return 0;
}

static const struct driver drv = { "flow_meter", flow_meter_read };
const struct driver *flow_meter_driver(void) { return &drv; }
