#include <string.h>

#include "csv.h"

int select_columns(const struct csv_row *header, const char *spec, int *idx, int max)
{
	char tmp[256];
	int n = 0;
	strncpy(tmp, spec, sizeof tmp - 1);
	tmp[sizeof tmp - 1] = '\0';
	for (char *tok = strtok(tmp, ","); tok && n < max; tok = strtok(NULL, ",")) {
		int i;
		for (i = 0; i < header->n; i++)
			if (strcmp(header->fields[i], tok) == 0)
				break;
		if (i == header->n) {
			fprintf(stderr, "csvq: error: no column '%s'\n", tok);
			return -1;
		}
		idx[n++] = i;
	}
	return n;
}
