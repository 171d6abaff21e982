#include <string.h>

#include "wav.h"

static uint32_t le32(const uint8_t *p) { return p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24; }

long riff_find(const uint8_t *buf, size_t n, const char id[4], uint32_t *size)
{
	size_t off = 12;
	if (n < 12 || memcmp(buf, "RIFF", 4) != 0 || memcmp(buf + 8, "WAVE", 4) != 0)
		return -1;
	while (off + 8 <= n) {
		uint32_t sz = le32(buf + off + 4);
		if (memcmp(buf + off, id, 4) == 0) {
			*size = sz;
			return (long)off + 8;
		}
		off += 8 + sz + (sz & 1);
	}
	return -1;
}
