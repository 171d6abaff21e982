#include <ctype.h>
#include <string.h>
#include "app.h"

int lex(const char *src, struct token *out, size_t max)
{
	size_t n = 0;
	while (*src && n < max) {
		while (isspace((unsigned char)*src))
			src++;
		out[n].kind = 1;
		out[n].text = src;
		while (*src && !isspace((unsigned char)*src))
			src++;
		out[n].len = (size_t)(src - out[n].text);
		n++;
	}
	return (int)n;
}
