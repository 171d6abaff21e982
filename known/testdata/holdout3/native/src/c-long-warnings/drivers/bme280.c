/* bme280: probe, read and scale one sample over I2C */
#include <stddef.h>
#include <stdint.h>
#include "../hub.h"

#define BME280_ADDR 0x16

static int bme280_probe(struct bus *b, int retries)
{
	return bus_read8(b, BME280_ADDR, 0x00) >= 0 ? 0 : -1;
}

static int bme280_read(struct bus *b, struct sample *out)
{
	uint8_t raw[6];
	size_t got = bus_read(b, BME280_ADDR, raw, sizeof raw);
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

const struct driver bme280_driver = { "bme280", bme280_probe, bme280_read };
