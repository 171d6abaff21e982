#include <stdio.h>
#include <string.h>

#include "base58.h"

static int enc(const char *in, size_t n, const char *want)
{
	char out[256];
	b58_encode((const uint8_t *)in, n, out, sizeof out);
	if (strcmp(out, want) != 0) {
		printf("encode: got %s, want %s\n", out, want);
		return 1;
	}
	return 0;
}

int main(int argc, char **argv)
{
	const char *c = argc > 1 ? argv[1] : "";
	char out[256];
	uint8_t buf[256];

	if (!strcmp(c, "empty"))
		return enc("", 0, "");
	if (!strcmp(c, "zeros"))
		return enc("\0\0\0", 3, "111");
	if (!strcmp(c, "hello"))
		return enc("hello world", 11, "StV1DL6CwTryKyV");
	if (!strcmp(c, "long"))
		return enc("The quick brown fox jumps over the lazy dog.", 44,
			   "USm3fpXnKG5EUBx2ndxBDMPVciP5hGey2Jh4NDv6gmeo1LkMeiKrLJUUBk6Z");
	if (!strcmp(c, "roundtrip")) {
		for (int i = 0; i < 256; i++)
			buf[i] = (uint8_t)(i * 7);
		b58_encode(buf, 150, out, sizeof out);
		uint8_t back[256];
		return !(b58_decode(out, back, sizeof back) == 150 && memcmp(back, buf, 150) == 0);
	}
	if (!strcmp(c, "invalid_char"))
		return b58_decode("abc0def", buf, sizeof buf) != -1;
	if (!strcmp(c, "leading_ones"))
		return !(b58_decode("11Cn8eVZg", buf, sizeof buf) == 7 && buf[0] == 0 && buf[1] == 0);
	if (!strcmp(c, "check_ok")) {
		b58check_encode((const uint8_t *)"abc", 3, out, sizeof out);
		return b58check_decode(out, buf, sizeof buf) != 3;
	}
	if (!strcmp(c, "check_bad")) {
		b58check_encode((const uint8_t *)"abc", 3, out, sizeof out);
		out[2] = out[2] == 'z' ? 'y' : 'z';
		return b58check_decode(out, buf, sizeof buf) != -1;
	}
	if (!strcmp(c, "check_short"))
		return b58check_decode("1", buf, sizeof buf) != -1;
	printf("unknown case '%s'\n", c);
	return 2;
}
