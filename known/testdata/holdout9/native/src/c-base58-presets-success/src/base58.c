#include <string.h>

#include "base58.h"

static const char alphabet[] = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz";

size_t b58_encode(const uint8_t *in, size_t n, char *out, size_t cap)
{
	uint8_t digits[512];
	size_t ndigits = 0, zeros = 0;

	while (zeros < n && in[zeros] == 0)
		zeros++;
	for (size_t i = zeros; i < n; i++) {
		int carry = in[i];
		for (size_t j = 0; j < ndigits; j++) {
			carry += digits[j] << 8;
			digits[j] = carry % 58;
			carry /= 58;
		}
		while (carry) {
			if (ndigits == sizeof digits)
				return 0;
			digits[ndigits++] = carry % 58;
			carry /= 58;
		}
	}
	if (zeros + ndigits + 1 > cap)
		return 0;
	size_t o = 0;
	for (size_t i = 0; i < zeros; i++)
		out[o++] = '1';
	while (ndigits)
		out[o++] = alphabet[digits[--ndigits]];
	out[o] = '\0';
	return o;
}

long b58_decode(const char *in, uint8_t *out, size_t cap)
{
	uint8_t bytes[512];
	size_t nbytes = 0, zeros = 0, len = strlen(in);

	while (zeros < len && in[zeros] == '1')
		zeros++;
	for (size_t i = zeros; i < len; i++) {
		const char *p = strchr(alphabet, in[i]);
		if (!p || !*p)
			return -1;
		int carry = p - alphabet;
		for (size_t j = 0; j < nbytes; j++) {
			carry += bytes[j] * 58;
			bytes[j] = carry & 0xff;
			carry >>= 8;
		}
		while (carry) {
			if (nbytes == sizeof bytes)
				return -1;
			bytes[nbytes++] = carry & 0xff;
			carry >>= 8;
		}
	}
	if (zeros + nbytes > cap)
		return -1;
	memset(out, 0, zeros);
	for (size_t i = 0; i < nbytes; i++)
		out[zeros + i] = bytes[nbytes - 1 - i];
	return (long)(zeros + nbytes);
}
