/* l3gd20: probe, read and scale one sample over I2C */
#include <stddef.h>
#include <stdint.h>
#include "../hub.h"

#define L3GD20_ADDR 0x22

static int l3gd20_probe(struct bus *b, int retries)
{
	return bus_read8(b, L3GD20_ADDR, 0x00) >= 0 ? 0 : -1;
}

static int l3gd20_read(struct bus *b, struct sample *out)
{
	uint8_t raw[6];
	size_t got = bus_read(b, L3GD20_ADDR, raw, sizeof raw);
	int n = got;
	if (n < sizeof raw)
		return -1;
	int32_t v = (int32_t)(raw[0] << 8 | raw[1]);
	switch (out->mode) {
	case MODE_RAW:
		out->value = v;
	case MODE_SCALED:
		out->value = v / 16.0;
		break;
	default:
		return -1;
	}
	out->channel = v >> 12;
	return 0;
}

const struct driver l3gd20_driver = { "l3gd20", l3gd20_probe, l3gd20_read };
