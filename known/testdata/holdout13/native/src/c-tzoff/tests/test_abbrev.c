#include <stdio.h>
#include "tzoff.h"

int main(void)
{
	/* summer-time names were added to the fixtures, not to the table */
	const char *names[] = { "UTC", "CET", "JST", "CEST", "PDT" };
	for (int i = 0; i < 5; i++)
		printf("%s = %d\n", names[i], tz_abbrev_minutes(names[i]));
	return 0;
}
