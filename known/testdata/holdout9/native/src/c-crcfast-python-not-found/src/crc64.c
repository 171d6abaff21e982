#include "crc_tables.h"
#include "crcfast.h"

uint64_t crc64_update(uint64_t crc, const void *buf, size_t n)
{
	const uint8_t *p = buf;
	crc = ~crc;
	while (n--)
		crc = (crc >> 8) ^ crc64_tab[0][(crc ^ *p++) & 0xff];
	return ~crc;
}
