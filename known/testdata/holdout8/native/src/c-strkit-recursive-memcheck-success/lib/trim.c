#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "strkit.h"

char *sk_trim(const char *s)
{
	const char *e;
	char *out;

	while (isspace((unsigned char)*s))
		s++;
	e = s + strlen(s);
	while (e > s && isspace((unsigned char)e[-1]))
		e--;
	out = malloc((size_t)(e - s) + 1);
	if (!out)
		return NULL;
	memcpy(out, s, (size_t)(e - s));
	out[e - s] = '\0';
	return out;
}

int sk_starts_with(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}
