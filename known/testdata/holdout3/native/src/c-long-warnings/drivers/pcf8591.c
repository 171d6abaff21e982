/* pcf8591: probe, read and scale one sample over I2C */
#include <stddef.h>
#include <stdint.h>
#include "../hub.h"

#define PCF8591_ADDR 0x2c

static int pcf8591_probe(struct bus *b, int retries)
{
	return bus_read8(b, PCF8591_ADDR, 0x00) >= 0 ? 0 : -1;
}

static int pcf8591_read(struct bus *b, struct sample *out)
{
	uint8_t raw[6];
	size_t got = bus_read(b, PCF8591_ADDR, raw, sizeof raw);
	int n = got;
	if (n < sizeof raw)
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
	out->channel = v >> 12;
	return 0;
}

const struct driver pcf8591_driver = { "pcf8591", pcf8591_probe, pcf8591_read };
