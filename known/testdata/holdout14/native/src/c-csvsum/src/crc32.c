#include "csvsum.h"

/* CRC-32 (IEEE 802.3), bitwise; start with crc = 0 */
uint32_t crc32_buf(uint32_t crc, const void *buf, size_t len)
{
	const unsigned char *p = buf;
	crc = ~crc;
	while (len--) {
		crc ^= *p++;
		for (int k = 0; k < 8; k++)
			crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1)));
	}
	return crc;
}
