#include <stdlib.h>
#include <string.h>
#include "mini.h"

char *mini_strjoin(const char *a, const char *sep, const char *b)
{
	size_t la = strlen(a), ls = strlen(sep), lb = strlen(b);
	char *out = malloc(la + ls + lb + 1);
	if (!out)
		return NULL;
	memcpy(out, a, la);
	memcpy(out + la, sep, ls);
	memcpy(out + la + ls, b, lb + 1);
	return out;
}

int mini_startswith(const char *s, const char *prefix)
{
	return strncmp(s, prefix, strlen(prefix)) == 0;
}
