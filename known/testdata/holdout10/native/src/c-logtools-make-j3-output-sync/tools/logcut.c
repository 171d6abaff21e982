#include <stdio.h>
#include <stdlib.h>
#include "log.h"
int main(int argc, char **argv)
{
	char line[4096], field[256];
	int want = argc > 1 ? atoi(argv[1]) : 1;
	while (fgets(line, sizeof line, stdin)) {
		const char *p = line;
		for (int i = 1; csv_next_field(&p, field, sizeof field); i++)
			if (i == want) { puts(str_trim(field)); break; }
	}
	return 0;
}
