#include "tlv.h"

int varlen_decode(const uint8_t *p, size_t n, size_t *len)
{
	size_t v = 0;
	for (size_t i = 0; i < n && i < 4; i++) {
		v = v << 7 | (p[i] & 0x7f);
		if (!(p[i] & 0x80)) {
			*len = v;
			return (int)i + 1;
		}
	}
	return -1;
}

size_t varlen_encode(size_t len, uint8_t *out)
{
	uint8_t tmp[4];
	size_t n = 0;
	do {
		tmp[n++] = len & 0x7f;
		len >>= 7;
	} while (len && n < 4);
	for (size_t i = 0; i < n; i++)
		out[i] = tmp[n - 1 - i] | (i + 1 < n ? 0x80 : 0);
	return n;
}
