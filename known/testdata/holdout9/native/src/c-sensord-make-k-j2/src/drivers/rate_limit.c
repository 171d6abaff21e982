/* rate_limit: driver glue for the sensord poll loop */
#include "sensord.h"

int rate_limit_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "rate_limit";
	return 0;
}

static const struct driver drv = { "rate_limit", rate_limit_read };
const struct driver *rate_limit_driver(void) { return &drv; }
