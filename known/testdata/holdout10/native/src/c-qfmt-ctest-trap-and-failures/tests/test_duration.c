#include <stdio.h>
#include <string.h>
#include "qfmt.h"
static int failed;
static void check(long s, const char *want)
{
	char b[32];
	fmt_duration(b, sizeof b, s);
	if (strcmp(b, want)) { printf("FAIL fmt_duration(%ld) = \"%s\", want \"%s\"\n", s, b, want); failed++; }
}
int main(void)
{
	check(59, "0:00:59");
	check(3600, "1:00:00");
	check(3725, "1:02:05");
	printf("duration: %d failed\n", failed);
	return failed != 0;
}
