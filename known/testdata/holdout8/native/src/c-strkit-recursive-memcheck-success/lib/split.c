#include <stdlib.h>
#include <string.h>
#include "strkit.h"

size_t sk_split(const char *s, char sep, char ***out)
{
	size_t n = 1, i = 0;
	const char *p;

	for (p = s; *p; p++)
		n += *p == sep;
	*out = malloc(n * sizeof **out);
	if (!*out)
		return 0;
	for (;;) {
		const char *e = strchr(s, sep);
		size_t l = e ? (size_t)(e - s) : strlen(s);
		(*out)[i] = malloc(l + 1);
		memcpy((*out)[i], s, l);
		(*out)[i][l] = '\0';
		i++;
		if (!e)
			break;
		s = e + 1;
	}
	return n;
}

void sk_free_list(char **list, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++)
		free(list[i]);
	free(list);
}
