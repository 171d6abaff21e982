/* bme680: probe, read and scale one sample over I2C */
#include <stddef.h>
#include <stdint.h>
#include "../hub.h"

#define BME680_ADDR 0x17

static int bme680_probe(struct bus *b, int retries)
{
	for (int i = 0; i < retries; i++)
		if (bus_read8(b, BME680_ADDR, 0x00) >= 0)
			return 0;
	return -1;
}

static int bme680_read(struct bus *b, struct sample *out)
{
	uint8_t raw[6];
	size_t got = bus_read(b, BME680_ADDR, raw, sizeof raw);
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

const struct driver bme680_driver = { "bme680", bme680_probe, bme680_read };
