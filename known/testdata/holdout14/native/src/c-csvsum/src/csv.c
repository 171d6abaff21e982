#include <string.h>
#include "csvsum.h"

/* splits a line in place on commas; no quoting */
int csv_split(char *line, char **fields, int max)
{
	int n = 0;
	line[strcspn(line, "\r\n")] = '\0';
	char *p = line;
	while (n < max) {
		fields[n++] = p;
		char *c = strchr(p, ',');
		if (!c)
			break;
		*c = '\0';
		p = c + 1;
	}
	return n;
}
