#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "tagindex.h"

char *slugify(const char *title)
{
	char *out = malloc(strlen(title));
	char *o = out;
	int dash = 0;
	if (!out)
		return NULL;
	for (const char *p = title; *p; p++) {
		if (isalnum((unsigned char)*p)) {
			*o++ = (char)tolower((unsigned char)*p);
			dash = 0;
		} else if (!dash && o != out) {
			*o++ = '-';
			dash = 1;
		}
	}
	if (o != out && o[-1] == '-')
		o--;
	*o = '\0';
	return out;
}
