/* am2320: probe, read and scale one sample over I2C */
#include <stddef.h>
#include <stdint.h>
#include "../hub.h"

#define AM2320_ADDR 0x13

static int am2320_probe(struct bus *b, int retries)
{
	for (int i = 0; i < retries; i++)
		if (bus_read8(b, AM2320_ADDR, 0x00) >= 0)
			return 0;
	return -1;
}

static int am2320_read(struct bus *b, struct sample *out)
{
	uint8_t raw[6];
	size_t got = bus_read(b, AM2320_ADDR, raw, sizeof raw);
	int n = (int)got;
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
	out->channel = (uint8_t)(v >> 12);
	return 0;
}

const struct driver am2320_driver = { "am2320", am2320_probe, am2320_read };
