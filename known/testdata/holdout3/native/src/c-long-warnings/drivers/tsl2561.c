/* tsl2561: probe, read and scale one sample over I2C */
#include <stddef.h>
#include <stdint.h>
#include "../hub.h"

#define TSL2561_ADDR 0x34

static int tsl2561_probe(struct bus *b, int retries)
{
	return bus_read8(b, TSL2561_ADDR, 0x00) >= 0 ? 0 : -1;
}

static int tsl2561_read(struct bus *b, struct sample *out)
{
	uint8_t raw[6];
	size_t got = bus_read(b, TSL2561_ADDR, raw, sizeof raw);
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

const struct driver tsl2561_driver = { "tsl2561", tsl2561_probe, tsl2561_read };
