#ifndef B64_H
#define B64_H
#include <stddef.h>
#include <stdint.h>
size_t b64url_encode(const unsigned char *in, size_t n, char *out);
long b64url_decode(const char *in, unsigned char *out);
uint32_t rotl32(uint32_t x, unsigned r);
uint32_t mix_bits(const unsigned char *p, size_t n);
#endif
