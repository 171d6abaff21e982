#include "codec.h"

static const char tbl[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

size_t b64_encoded_len(size_t n)
{
	return (n + 2) / 3 * 4;
}

size_t b64_encode(const unsigned char *in, size_t n, char *out)
{
	size_t i, o = 0;

	for (i = 0; i + 2 < n; i += 3) {
		out[o++] = tbl[in[i] >> 2];
		out[o++] = tbl[((in[i] & 3) << 4) | (in[i + 1] >> 4)];
		out[o++] = tbl[((in[i + 1] & 15) << 2) | (in[i + 2] >> 6)];
		out[o++] = tbl[in[i + 2] & 63];
	}
	if (i < n) {
		out[o++] = tbl[in[i] >> 2];
		if (i + 1 < n) {
			out[o++] = tbl[((in[i] & 3) << 4) | (in[i + 1] >> 4)];
			out[o++] = tbl[(in[i + 1] & 15) << 2];
		} else {
			out[o++] = tbl[(in[i] & 3) << 4];
			out[o++] = '=';
		}
		out[o++] = '=';
	}
	out[o] = '\0';
	return o;
}

static int val(char c)
{
	if (c >= 'A' && c <= 'Z') return c - 'A';
	if (c >= 'a' && c <= 'z') return c - 'a' + 26;
	if (c >= '0' && c <= '9') return c - '0' + 52;
	if (c == '+') return 62;
	if (c == '/') return 63;
	return -1;
}

int b64_decode(const char *in, size_t n, unsigned char *out, size_t *outlen)
{
	size_t i, o = 0;

	if (n % 4)
		return -1;
	for (i = 0; i < n; i += 4) {
		int a = val(in[i]), b = val(in[i + 1]);
		int c = in[i + 2] == '=' ? 0 : val(in[i + 2]);
		int d = in[i + 3] == '=' ? 0 : val(in[i + 3]);
		if (a < 0 || b < 0 || c < 0 || d < 0)
			return -1;
		out[o++] = (unsigned char)(a << 2 | b >> 4);
		if (in[i + 2] != '=')
			out[o++] = (unsigned char)(b << 4 | c >> 2);
		if (in[i + 3] != '=')
			out[o++] = (unsigned char)(c << 6 | d);
	}
	*outlen = o;
	return 0;
}
