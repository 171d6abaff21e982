#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "strkit.h"

char *sk_escape_json(const char *s)
{
	size_t cap = strlen(s) * 6 + 1, n = 0;
	char *out = malloc(cap);

	if (!out)
		return NULL;
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c == '"' || c == '\\') {
			out[n++] = '\\';
			out[n++] = (char)c;
		} else if (c == '\n') {
			out[n++] = '\\';
			out[n++] = 'n';
		} else if (c < 0x20) {
			n += (size_t)snprintf(out + n, cap - n, "\\u%04x", c);
		} else {
			out[n++] = (char)c;
		}
	}
	out[n] = '\0';
	return out;
}
