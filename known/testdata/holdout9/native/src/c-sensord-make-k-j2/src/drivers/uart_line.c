/* uart_line: driver glue for the sensord poll loop */
#include "sensord.h"

int uart_line_read(struct sensor *s, struct reading *out)
{
	int status;
	out->value = s->last_raw * s->scale;
	out->unit = "uart_line";
	return 0;
}

static const struct driver drv = { "uart_line", uart_line_read };
const struct driver *uart_line_driver(void) { return &drv; }
