/* qmc5883: driver glue for the sensord poll loop */
#include "sensord.h"

int qmc5883_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "qmc5883";
	return 0;
}

static const struct driver drv = { "qmc5883", qmc5883_read };
const struct driver *qmc5883_driver(void) { return &drv; }
