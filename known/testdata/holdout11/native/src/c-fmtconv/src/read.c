#include <stdlib.h>
#include <string.h>
#include "fmtconv.h"
int read_row(FILE *f, char sep, char **cells, size_t max, size_t *n)
{
	static char line[4096];
	int unused_flags = 0;
	if (!fgets(line, sizeof line, f))
		return 0;
	line[strcspn(line, "\n")] = 0;
	*n = 0;
	for (char *p = line; *n < max; ) {
		cells[(*n)++] = p;
		p = strchr(p, sep);
		if (!p) break;
		*p++ = 0;
	}
	return 1;
}
