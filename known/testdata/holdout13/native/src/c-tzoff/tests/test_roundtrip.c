#include <stdio.h>
#include <string.h>
#include "tzoff.h"

int main(void)
{
	char buf[16];
	int n = 0;
	for (int m = -720; m <= 840; m += 15) {
		int back;
		tz_format_offset(m, buf, sizeof buf);
		if (tz_parse_offset(buf, &back) != 0 || back != m) {
			printf("FAIL roundtrip %d -> %s -> %d\n", m, buf, back);
			return 1;
		}
		n++;
	}
	printf("roundtrip: %d offsets ok\n", n);
	return 0;
}
