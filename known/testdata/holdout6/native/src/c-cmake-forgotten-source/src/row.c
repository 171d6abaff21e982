#include <stdlib.h>
#include "csvkit.h"

void csv_row_init(struct csv_row *row)
{
	row->fields = NULL;
	row->n = row->cap = 0;
}

void csv_row_push(struct csv_row *row, const char *s, size_t len)
{
	if (row->n == row->cap) {
		row->cap = row->cap ? row->cap * 2 : 8;
		row->fields = realloc(row->fields, row->cap * sizeof *row->fields);
	}
	row->fields[row->n++] = csv_field_dup(s, len);
}

void csv_row_clear(struct csv_row *row)
{
	for (size_t i = 0; i < row->n; i++)
		free(row->fields[i]);
	row->n = 0;
}
