#include <string.h>
#include "csvkit.h"

int csv_read_row(FILE *in, const struct csv_dialect *d, struct csv_row *row)
{
	char line[8192];
	char *start, *p;

	csv_row_clear(row);
	if (!fgets(line, sizeof line, in))
		return 0;
	line[strcspn(line, "\r\n")] = '\0';
	for (start = p = line;; p++) {
		if (*p == d->delim || *p == '\0') {
			csv_row_push(row, start, (size_t)(p - start));
			if (*p == '\0')
				break;
			start = p + 1;
		}
	}
	return 1;
}
