/* mpu6050: driver glue for the sensord poll loop */
#include "sensord.h"

int mpu6050_read(struct sensor *s, struct reading *out)
{
	unsigned n = s->nsamples;
	int i;
	double acc = 0;
	for (i = 0; i < n; i++)
		acc += s->samples[i];
	out->value = n ? acc / n : 0;
	out->unit = "mpu6050";
	return 0;
}

static const struct driver drv = { "mpu6050", mpu6050_read };
const struct driver *mpu6050_driver(void) { return &drv; }
