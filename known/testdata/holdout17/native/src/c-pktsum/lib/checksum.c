#include "pkt.h"

uint16_t pkt_checksum(const uint8_t *buf, size_t n)
{
	uint32_t sum = 0;
	size_t i;

	for (i = 0; i + 1 < n; i += 2)
		sum += (uint32_t)(buf[i] << 8 | buf[i + 1]);
	if (n & 1)
		sum += (uint32_t)buf[n - 1] << 8;
	while (sum >> 16)
		sum = (sum & 0xffff) + (sum >> 16);
	return (uint16_t)~sum;
}
