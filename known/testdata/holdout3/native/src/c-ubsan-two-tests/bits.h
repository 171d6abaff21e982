#ifndef BITS_H
#define BITS_H
#include <stdint.h>
uint32_t mask_low(int n);
uint32_t rotl32(uint32_t v, int r);
int64_t price_total(int32_t unit_cents, int32_t qty);
#endif
