#include <stdlib.h>
#include <string.h>
#include "csvkit.h"

char *csv_field_dup(const char *s, size_t len)
{
	char *p = malloc(len + 1);
	if (!p)
		return NULL;
	memcpy(p, s, len);
	p[len] = '\0';
	return p;
}

double csv_field_number(const char *s, int *ok)
{
	char *end;
	double v = strtod(s, &end);
	*ok = end != s && *end == '\0';
	return v;
}
