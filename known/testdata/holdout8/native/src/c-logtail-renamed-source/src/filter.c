#define _GNU_SOURCE
#include <string.h>
#include "logtail.h"

int filter_match(const struct filter *f, const char *line)
{
	int hit;

	if (!f || !f->pattern)
		return 1;
	hit = (f->ignore_case ? strcasestr(line, f->pattern) : strstr(line, f->pattern)) != NULL;
	return f->invert ? !hit : hit;
}
