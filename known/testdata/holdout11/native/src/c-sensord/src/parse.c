#include <stdio.h>
#include "sensord.h"
int parse_reading(const char *line, struct reading *r)
{
	return sscanf(line, "%d %lf %ld", &r->id, &r->value, &r->ts) == 3 ? 0 : -1;
}
