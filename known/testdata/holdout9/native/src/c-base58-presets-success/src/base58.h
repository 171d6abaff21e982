#ifndef BASE58_H
#define BASE58_H
#include <stddef.h>
#include <stdint.h>

/* returns the length written (without the NUL), or 0 if out is too small */
size_t b58_encode(const uint8_t *in, size_t n, char *out, size_t cap);
/* returns the number of bytes decoded, or -1 for a character outside the alphabet */
long b58_decode(const char *in, uint8_t *out, size_t cap);

void sha256(const uint8_t *data, size_t n, uint8_t digest[32]);
/* Base58Check: payload + the first 4 bytes of sha256(sha256(payload)) */
size_t b58check_encode(const uint8_t *in, size_t n, char *out, size_t cap);
long b58check_decode(const char *in, uint8_t *out, size_t cap);
#endif
