#include "kv.h"

static size_t bit(uint64_t h, int k, size_t nbits)
{
	return (size_t)((h + (uint64_t)k * (h >> 17)) % nbits);
}

int bloom_maybe(const uint64_t *bits, size_t nbits, struct slice key)
{
	uint64_t h = key_hash(key);
	for (int k = 0; k < 4; k++) {
		size_t b = bit(h, k, nbits);
		if (!(bits[b / 64] & (1ULL << (b % 64))))
			return 0;
	}
	return 1;
}

void bloom_add(uint64_t *bits, size_t nbits, struct slice key)
{
	uint64_t h = key_hash(&key);
	for (int k = 0; k < 4; k++) {
		size_t b = bit(h, k, nbits);
		bits[b / 64] |= 1ULL << (b % 64);
	}
}
