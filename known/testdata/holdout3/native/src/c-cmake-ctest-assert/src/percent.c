#include <ctype.h>
#include <stdio.h>
#include <string.h>
#include "urlkit.h"

static int hexval(int c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	c = tolower(c);
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	return -1;
}

size_t percent_decode(const char *in, char *out, size_t cap)
{
	size_t n = 0;
	for (size_t i = 0; in[i] && n + 1 < cap; i++) {
		if (in[i] == '%' && hexval(in[i + 1]) >= 0 && hexval(in[i + 2]) >= 0) {
			out[n++] = (char)(hexval(in[i + 1]) * 16 + hexval(in[i + 2]));
			i += 2;
		} else if (in[i] == '+') {
			out[n++] = ' ';
		} else {
			out[n++] = in[i];
		}
	}
	out[n] = '\0';
	return n;
}

size_t percent_encode(const char *in, char *out, size_t cap)
{
	static const char safe[] = "-_.~";
	size_t n = 0;
	for (size_t i = 0; in[i]; i++) {
		int c = in[i];
		if (isalnum(c) || strchr(safe, c)) {
			if (n + 1 >= cap)
				break;
			out[n++] = (char)c;
		} else {
			if (n + 3 >= cap)
				break;
			snprintf(out + n, 4, "%%%02X", c);
			n += 3;
		}
	}
	out[n] = '\0';
	return n;
}
