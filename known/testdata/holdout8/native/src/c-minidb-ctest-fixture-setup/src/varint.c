#include "db.h"

size_t varint_put(uint8_t *out, uint64_t v)
{
	size_t n = 0;

	while (v >= 0x80) {
		out[n++] = (uint8_t)(v | 0x80);
		v >>= 7;
	}
	out[n++] = (uint8_t)v;
	return n;
}

size_t varint_get(const uint8_t *in, size_t n, uint64_t *v)
{
	size_t i;
	int shift = 0;

	*v = 0;
	for (i = 0; i < n && i < 10; i++, shift += 7) {
		*v |= (uint64_t)(in[i] & 0x7f) << shift;
		if (!(in[i] & 0x80))
			return i + 1;
	}
	return 0;
}
