#include "tile.h"

size_t rle_encode(const uint16_t *in, size_t n, uint16_t *out, size_t cap)
{
	size_t o = 0;
	for (size_t i = 0; i < n;) {
		size_t run = 1;
		while (i + run < n && in[i + run] == in[i] && run < 0xffff)
			run++;
		if (o + 2 > cap)
			return 0;
		out[o++] = run;
		out[o++] = in[i];
		i += run;
	}
	return o;
}

size_t rle_decode(const uint16_t *in, size_t n, uint16_t *out, size_t cap)
{
	size_t o = 0;
	for (size_t i = 0; i + 1 < n; i += 2)
		for (int k = 0; k < in[i]; k++) {
			if (o == cap)
				return 0;
			out[o++] = in[i + 1];
		}
	return o;
}
