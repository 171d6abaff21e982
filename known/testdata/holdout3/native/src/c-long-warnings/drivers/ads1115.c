/* ads1115: probe, read and scale one sample over I2C */
#include <stddef.h>
#include <stdint.h>
#include "../hub.h"

#define ADS1115_ADDR 0x11

static int ads1115_probe(struct bus *b, int retries)
{
	return bus_read8(b, ADS1115_ADDR, 0x00) >= 0 ? 0 : -1;
}

static int ads1115_read(struct bus *b, struct sample *out)
{
	uint8_t raw[6];
	size_t got = bus_read(b, ADS1115_ADDR, raw, sizeof raw);
	int n = (int)got;
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
	out->channel = (uint8_t)(v >> 12);
	return 0;
}

const struct driver ads1115_driver = { "ads1115", ads1115_probe, ads1115_read };
