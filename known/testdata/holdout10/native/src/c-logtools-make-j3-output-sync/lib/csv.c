#include <string.h>
#include "log.h"
int csv_next_feild(const char **p, char *out, size_t n)
{
	size_t o = 0;
	if (!**p) return 0;
	while (**p && **p != ',') {
		if (o + 1 < n) out[o++] = **p;
		(*p)++;
	}
	if (**p == ',') (*p)++;
	out[o] = 0;
	return 1;
}
