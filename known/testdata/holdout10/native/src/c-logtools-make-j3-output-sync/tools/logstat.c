#include <stdio.h>
#include "log.h"
int main(void)
{
	char line[4096], field[64];
	long n = 0, bad = 0;
	while (fgets(line, sizeof line, stdin)) {
		const char *p = line;
		struct tm tm;
		csv_next_field(&p, field, sizeof field);
		if (timefmt_parse(field, &tm)) bad++;
		n++;
	}
	printf("%ld lines, %ld with a bad timestamp\n", n, bad);
	return 0;
}
