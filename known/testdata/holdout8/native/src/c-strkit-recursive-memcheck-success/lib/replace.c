#include <stdlib.h>
#include <string.h>
#include "strkit.h"

char *sk_replace(const char *s, const char *from, const char *to)
{
	size_t fl = strlen(from), tl = strlen(to), count = 0, len;
	const char *p;
	char *out, *q;

	if (!fl)
		return strdup(s);
	for (p = s; (p = strstr(p, from)); p += fl)
		count++;
	len = strlen(s) + count * tl - count * fl;
	out = q = malloc(len + 1);
	if (!out)
		return NULL;
	while ((p = strstr(s, from))) {
		memcpy(q, s, (size_t)(p - s));
		q += p - s;
		memcpy(q, to, tl);
		q += tl;
		s = p + fl;
	}
	strcpy(q, s);
	return out;
}
