/* ring_store: driver glue for the sensord poll loop */
#include "sensord.h"

int ring_store_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "ring_store";
	return 0;
}

static const struct driver drv = { "ring_store", ring_store_read };
const struct driver *ring_store_driver(void) { return &drv; }
