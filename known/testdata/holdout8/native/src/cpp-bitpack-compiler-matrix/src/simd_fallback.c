#include <stddef.h>
#include <stdint.h>

/* portable fallback of the AVX2 path: the bit width of the largest value */
unsigned bitpack_max_bits_c(const uint32_t *v, size_t n)
{
	uint32_t all = 0;
	unsigned bits = 0;
	size_t i;

	for (i = 0; i < n; i++)
		all |= v[i];
	while (all) {
		bits++;
		all >>= 1;
	}
	return bits;
}
