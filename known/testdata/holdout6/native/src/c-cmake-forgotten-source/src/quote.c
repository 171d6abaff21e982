#include <stdlib.h>
#include <string.h>
#include "csvkit.h"

int csv_needs_quote(const char *s, const struct csv_dialect *d)
{
	for (; *s; s++)
		if (*s == d->delim || *s == d->quote || *s == '\n' || *s == '\r')
			return 1;
	return 0;
}

char *csv_quote(const char *s, const struct csv_dialect *d)
{
	size_t len = strlen(s), extra = 0;
	for (size_t i = 0; i < len; i++)
		extra += s[i] == d->quote;
	char *out = malloc(len + extra + 3), *w = out;
	*w++ = d->quote;
	for (size_t i = 0; i < len; i++) {
		if (s[i] == d->quote)
			*w++ = d->quote;
		*w++ = s[i];
	}
	*w++ = d->quote;
	*w = '\0';
	return out;
}
