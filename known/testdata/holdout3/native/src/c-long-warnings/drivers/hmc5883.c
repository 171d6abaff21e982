/* hmc5883: probe, read and scale one sample over I2C */
#include <stddef.h>
#include <stdint.h>
#include "../hub.h"

#define HMC5883_ADDR 0x1e

static int hmc5883_probe(struct bus *b, int retries)
{
	return bus_read8(b, HMC5883_ADDR, 0x00) >= 0 ? 0 : -1;
}

static int hmc5883_read(struct bus *b, struct sample *out)
{
	uint8_t raw[6];
	size_t got = bus_read(b, HMC5883_ADDR, raw, sizeof raw);
	int n = got;
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
	out->channel = v >> 12;
	return 0;
}

const struct driver hmc5883_driver = { "hmc5883", hmc5883_probe, hmc5883_read };
