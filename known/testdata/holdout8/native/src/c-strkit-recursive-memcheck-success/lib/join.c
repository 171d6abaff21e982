#include <stdlib.h>
#include <string.h>
#include "strkit.h"

char *sk_join(const char *const *parts, size_t n, const char *sep)
{
	size_t i, len = 0, sl = strlen(sep);
	char *out, *p;

	for (i = 0; i < n; i++)
		len += strlen(parts[i]) + (i ? sl : 0);
	out = p = malloc(len + 1);
	if (!out)
		return NULL;
	for (i = 0; i < n; i++) {
		size_t l = strlen(parts[i]);
		if (i) {
			memcpy(p, sep, sl);
			p += sl;
		}
		memcpy(p, parts[i], l);
		p += l;
	}
	*p = '\0';
	return out;
}
