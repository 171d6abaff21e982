#include <string.h>
#include "urlkit.h"

int query_get(const char *query, const char *key, char *out, size_t cap)
{
	size_t klen = strlen(key);
	const char *p = query;
	while (*p) {
		const char *amp = p + strcspn(p, "&");
		if ((size_t)(amp - p) >= klen && strncmp(p, key, klen) == 0 &&
		    (p[klen] == '=' || p + klen == amp)) {
			const char *v = p[klen] == '=' ? p + klen + 1 : amp;
			size_t n = (size_t)(amp - v);
			if (n >= cap)
				n = cap - 1;
			memcpy(out, v, n);
			out[n] = '\0';
			return 1;
		}
		p = *amp ? amp + 1 : amp;
	}
	return 0;
}
