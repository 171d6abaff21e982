#include "crc_tables.h"
#include "crcfast.h"

uint32_t crc32_update(uint32_t crc, const void *buf, size_t n)
{
	const uint8_t *p = buf;
	crc = ~crc;
	while (n >= 8) {
		uint32_t a = crc ^ (p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24);
		crc = crc32_tab[7][a & 0xff] ^ crc32_tab[6][(a >> 8) & 0xff] ^
		      crc32_tab[5][(a >> 16) & 0xff] ^ crc32_tab[4][a >> 24] ^
		      crc32_tab[3][p[4]] ^ crc32_tab[2][p[5]] ^ crc32_tab[1][p[6]] ^ crc32_tab[0][p[7]];
		p += 8;
		n -= 8;
	}
	while (n--)
		crc = (crc >> 8) ^ crc32_tab[0][(crc ^ *p++) & 0xff];
	return ~crc;
}
