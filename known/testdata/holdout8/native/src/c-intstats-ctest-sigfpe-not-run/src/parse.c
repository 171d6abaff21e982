#include <stdlib.h>
#include "intstats.h"

size_t is_parse(const char *s, long *out, size_t max)
{
	size_t n = 0;
	char *end;

	while (*s && n < max) {
		long v = strtol(s, &end, 10);
		if (end == s) {
			s++;
			continue;
		}
		out[n++] = v;
		s = end;
	}
	return n;
}
