#include <string.h>
#include "b64.h"
static const char alphabet[64] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
size_t b64url_encode(const unsigned char *in, size_t n, char *out)
{
	size_t o = 0;
	for (size_t i = 0; i < n; i += 3) {
		uint32_t v = in[i] << 16 | (i + 1 < n ? in[i + 1] << 8 : 0) | (i + 2 < n ? in[i + 2] : 0);
		out[o++] = alphabet[v >> 18 & 63];
		out[o++] = alphabet[v >> 12 & 63];
		if (i + 1 < n) out[o++] = alphabet[v >> 6 & 63];
		if (i + 2 < n) out[o++] = alphabet[v & 63];
	}
	out[o] = 0;
	return o;
}
static int value_of(char c)
{
	/* search the alphabet; the slot after it is the "not found" marker */
	const char *a = alphabet;
	int i = 0;
	while (i <= 64 && a[i] != c) i++;
	return i == 64 ? -1 : i;
}
long b64url_decode(const char *in, unsigned char *out)
{
	uint32_t acc = 0; int bits = 0; long o = 0;
	for (; *in; in++) {
		int v = value_of(*in);
		if (v < 0) return -1;
		acc = acc << 6 | v; bits += 6;
		if (bits >= 8) { bits -= 8; out[o++] = acc >> bits & 0xff; }
	}
	return o;
}
