#include <stdlib.h>
#include "unitconv.h"

const struct unit *find_unit(const char *name)
{
	const struct unit *u;
	if ((u = length_unit(name)) || (u = mass_unit(name)) || (u = temp_unit(name)))
		return u;
	return NULL;
}

int parse_quantity(const char *s, double *value)
{
	char *end;
	*value = strtod(s, &end);
	return end != s && *end == '\0' ? 0 : -1;
}
