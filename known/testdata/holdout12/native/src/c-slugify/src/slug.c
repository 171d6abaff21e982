#include <ctype.h>
#include "slug.h"

size_t slugify(const char *in, char *out, size_t cap)
{
	size_t n = 0;
	int dash = 0;

	for (; *in && n + 1 < cap; in++) {
		unsigned char c = (unsigned char)*in;
		if (isalnum(c)) {
			if (dash && n > 0)
				out[n++] = '-';
			out[n++] = (char)tolower(c);
			dash = 0;
		} else if (c >= 0x80) {
			in += utf8_len(c) - 1;
			dash = 1;
		} else {
			dash = 1;
		}
	}
	out[n] = '\0';
	return n;
}
