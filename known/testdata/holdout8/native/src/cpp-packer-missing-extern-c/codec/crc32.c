#include "codec.h"

uint32_t crc32_update(uint32_t crc, const void *buf, size_t n)
{
	const unsigned char *p = buf;
	int k;

	crc = ~crc;
	while (n--) {
		crc ^= *p++;
		for (k = 0; k < 8; k++)
			crc = crc & 1 ? (crc >> 1) ^ 0xEDB88320u : crc >> 1;
	}
	return ~crc;
}
