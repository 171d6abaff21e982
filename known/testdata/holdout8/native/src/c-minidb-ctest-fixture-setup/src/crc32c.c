#include "db.h"

uint32_t crc32c(uint32_t crc, const void *buf, size_t n)
{
	const uint8_t *p = buf;
	int k;

	crc = ~crc;
	while (n--) {
		crc ^= *p++;
		for (k = 0; k < 8; k++)
			crc = crc & 1 ? (crc >> 1) ^ 0x82F63B78u : crc >> 1;
	}
	return ~crc;
}
