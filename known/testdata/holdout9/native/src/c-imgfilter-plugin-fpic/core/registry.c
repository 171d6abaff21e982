#include <stdio.h>
#include <string.h>
#include "imgcore.h"

int imgcore_verbose;
static const struct filter *filters[32];
static int nfilters;

int filter_register(const struct filter *f)
{
	if (nfilters == 32)
		return -1;
	filters[nfilters++] = f;
	if (imgcore_verbose)
		fprintf(stderr, "imgcore: registered filter %s\n", f->name);
	return 0;
}

const struct filter *filter_find(const char *name)
{
	for (int i = 0; i < nfilters; i++)
		if (strcmp(filters[i]->name, name) == 0)
			return filters[i];
	return NULL;
}
