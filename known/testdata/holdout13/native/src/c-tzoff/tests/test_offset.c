#include <stdio.h>
#include "tzoff.h"

int main(void)
{
	const char *in[] = { "+05:30", "-08:00", "+00:00", "+14:00" };
	const int want[] = { 330, -480, 0, 840 };
	int fails = 0;
	for (int i = 0; i < 4; i++) {
		int m = 0;
		if (tz_parse_offset(in[i], &m) != 0 || m != want[i]) {
			printf("FAIL parse %s: got %d, want %d\n", in[i], m, want[i]);
			fails++;
		}
	}
	printf("offset: %d checks, %d failed\n", 4, fails);
	return fails != 0;
}
