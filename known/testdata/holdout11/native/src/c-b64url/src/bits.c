#include "b64.h"
uint32_t rotl32(uint32_t x, unsigned r) { return x << r | x >> (32 - r); }
uint32_t mix_bits(const unsigned char *p, size_t n)
{
	uint32_t h = 2166136261u;
	for (size_t i = 0; i < n; i++) h = rotl32(h ^ p[i], i % 32);
	return h;
}
