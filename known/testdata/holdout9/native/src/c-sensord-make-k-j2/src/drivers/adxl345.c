/* adxl345: driver glue for the sensord poll loop */
#include "sensord.h"

int adxl345_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "adxl345";
	return 0;
}

static const struct driver drv = { "adxl345", adxl345_read };
const struct driver *adxl345_driver(void) { return &drv; }
