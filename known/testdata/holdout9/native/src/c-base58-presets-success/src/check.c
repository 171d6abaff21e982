#include <string.h>

#include "base58.h"

size_t b58check_encode(const uint8_t *in, size_t n, char *out, size_t cap)
{
	uint8_t buf[256 + 4], h[32];
	if (n > 256)
		return 0;
	memcpy(buf, in, n);
	sha256(in, n, h);
	sha256(h, 32, h);
	memcpy(buf + n, h, 4);
	return b58_encode(buf, n + 4, out, cap);
}

long b58check_decode(const char *in, uint8_t *out, size_t cap)
{
	uint8_t buf[512], h[32];
	long n = b58_decode(in, buf, sizeof buf);
	if (n < 4 || (size_t)(n - 4) > cap)
		return -1;
	sha256(buf, n - 4, h);
	sha256(h, 32, h);
	if (memcmp(h, buf + n - 4, 4) != 0)
		return -1;
	memcpy(out, buf, n - 4);
	return n - 4;
}
