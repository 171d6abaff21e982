#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "tzoff.h"

static const struct { const char *name; int minutes; } table[] = {
	{ "UTC", 0 }, { "GMT", 0 }, { "CET", 60 }, { "EET", 120 },
	{ "IST", 330 }, { "JST", 540 }, { "EST", -300 }, { "PST", -480 },
};

int tz_abbrev_minutes(const char *abbrev)
{
	for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
		if (strcmp(table[i].name, abbrev) == 0)
			return table[i].minutes;
	fprintf(stderr, "tz_abbrev_minutes: unknown abbreviation '%s'\n", abbrev);
	abort();
}

const char *tz_name_of(int minutes)
{
	for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
		if (table[i].minutes == minutes)
			return table[i].name;
	return NULL;
}
