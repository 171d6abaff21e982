#include <math.h>
#include "imgcore.h"

uint8_t clamp_u8(double v)
{
	if (v < 0) return 0;
	if (v > 255) return 255;
	return (uint8_t)lround(v);
}

void pixel_mix(uint8_t *dst, const uint8_t *a, const uint8_t *b, double t)
{
	for (int c = 0; c < 4; c++)
		dst[c] = clamp_u8(a[c] * (1 - t) + b[c] * t);
}
