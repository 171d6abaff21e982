#include "crc.h"

uint32_t adler32_update(uint32_t a, const unsigned char *buf, size_t len)
{
	uint32_t s1 = a & 0xffff, s2 = a >> 16;
	for (size_t i = 0; i < len; i++) {
		s1 = (s1 + buf[i]) % 65521;
		s2 = (s2 + s1) % 65521;
	}
	return (s2 << 16) | s1;
}
