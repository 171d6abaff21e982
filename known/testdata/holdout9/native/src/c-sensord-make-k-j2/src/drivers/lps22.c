/* lps22: driver glue for the sensord poll loop */
#include "sensord.h"

int lps22_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "lps22";
	return 0;
}

static const struct driver drv = { "lps22", lps22_read };
const struct driver *lps22_driver(void) { return &drv; }
