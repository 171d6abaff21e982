#include <stdlib.h>
#include "csvkit.h"

void csv_write_row(FILE *out, const struct csv_dialect *d, const struct csv_row *row)
{
	for (size_t i = 0; i < row->n; i++) {
		if (i)
			fputc(d->delim, out);
		if (csv_needs_quote(row->fields[i], d)) {
			char *q = csv_quote(row->fields[i], d);
			fputs(q, out);
			free(q);
		} else {
			fputs(row->fields[i], out);
		}
	}
	fputc('\n', out);
}
