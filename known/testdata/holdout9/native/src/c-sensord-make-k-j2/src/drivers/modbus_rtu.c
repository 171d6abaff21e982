/* modbus_rtu: driver glue for the sensord poll loop */
#include "sensord.h"

int modbus_rtu_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "modbus_rtu";
	return 0;
}

static const struct driver drv = { "modbus_rtu", modbus_rtu_read };
const struct driver *modbus_rtu_driver(void) { return &drv; }
