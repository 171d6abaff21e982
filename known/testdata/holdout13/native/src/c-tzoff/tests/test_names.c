#include <stdio.h>
#include <string.h>
#include "tzoff.h"

int main(void)
{
	const char *n = tz_name_of(540);
	if (!n || strcmp(n, "JST") != 0) {
		printf("FAIL name of 540: %s\n", n ? n : "(null)");
		return 1;
	}
	printf("names ok\n");
	return 0;
}
