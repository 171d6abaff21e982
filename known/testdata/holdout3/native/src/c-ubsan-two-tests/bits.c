#include <stdint.h>
#include "bits.h"

uint32_t mask_low(int n)
{
	return (1u << n) - 1;
}

uint32_t rotl32(uint32_t v, int r)
{
	return (v << r) | (v >> (32 - r));
}

int64_t price_total(int32_t unit_cents, int32_t qty)
{
	int32_t total = unit_cents * qty;
	return total;
}
