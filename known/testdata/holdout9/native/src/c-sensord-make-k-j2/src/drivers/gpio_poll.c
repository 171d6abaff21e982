/* gpio_poll: driver glue for the sensord poll loop */
#include "sensord.h"

int gpio_poll_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "gpio_poll";
	return 0;
}

static const struct driver drv = { "gpio_poll", gpio_poll_read };
const struct driver *gpio_poll_driver(void) { return &drv; }
