/* lis3dh: probe, read and scale one sample over I2C */
#include <stddef.h>
#include <stdint.h>
#include "../hub.h"

#define LIS3DH_ADDR 0x23

static int lis3dh_probe(struct bus *b, int retries)
{
	for (int i = 0; i < retries; i++)
		if (bus_read8(b, LIS3DH_ADDR, 0x00) >= 0)
			return 0;
	return -1;
}

static int lis3dh_read(struct bus *b, struct sample *out)
{
	uint8_t raw[6];
	size_t got = bus_read(b, LIS3DH_ADDR, raw, sizeof raw);
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

const struct driver lis3dh_driver = { "lis3dh", lis3dh_probe, lis3dh_read };
