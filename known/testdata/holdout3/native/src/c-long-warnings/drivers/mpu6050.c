/* mpu6050: probe, read and scale one sample over I2C */
#include <stddef.h>
#include <stdint.h>
#include "../hub.h"

#define MPU6050_ADDR 0x2a

static int mpu6050_probe(struct bus *b, int retries)
{
	return bus_read8(b, MPU6050_ADDR, 0x00) >= 0 ? 0 : -1;
}

static int mpu6050_read(struct bus *b, struct sample *out)
{
	uint8_t raw[6];
	size_t got = bus_read(b, MPU6050_ADDR, raw, sizeof raw);
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

const struct driver mpu6050_driver = { "mpu6050", mpu6050_probe, mpu6050_read };
