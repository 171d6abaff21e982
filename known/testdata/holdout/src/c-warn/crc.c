#include <stddef.h>
#include <stdint.h>

uint32_t crc32(const unsigned char *p, size_t n)
{
	uint32_t c = 0xffffffffu;
	for (size_t i = 0; i < n; i++) {
		c ^= p[i];
		for (int k = 0; k < 8; k++)
			c = c & 1 ? (c >> 1) ^ 0xedb88320u : c >> 1;
	}
	return ~c;
}

int crc_selftest(int verbose)
{
	int i;
	const unsigned char v[] = "123456789";
	return crc32(v, 9) == 0xcbf43926u;
}
