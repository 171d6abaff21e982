/* bh1750: probe, read and scale one sample over I2C */
#include <stddef.h>
#include <stdint.h>
#include "../hub.h"

#define BH1750_ADDR 0x15

static int bh1750_probe(struct bus *b, int retries)
{
	return bus_read8(b, BH1750_ADDR, 0x00) >= 0 ? 0 : -1;
}

static int bh1750_read(struct bus *b, struct sample *out)
{
	uint8_t raw[6];
	size_t got = bus_read(b, BH1750_ADDR, raw, sizeof raw);
	int n = (int)got;
	if (n < (int)sizeof raw)
		return -1;
	int32_t v = (int32_t)(raw[0] << 8 | raw[1]);
	switch (out->mode) {
	case MODE_RAW:
		out->value = v;
		break;
	case MODE_SCALED:
		out->value = v / 16.0;
		break;
	default:
		return -1;
	}
	out->channel = (uint8_t)(v >> 12);
	return 0;
}

const struct driver bh1750_driver = { "bh1750", bh1750_probe, bh1750_read };
