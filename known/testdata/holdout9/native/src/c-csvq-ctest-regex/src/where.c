#include <string.h>

#include "csv.h"

int where_parse(const struct csv_row *header, const char *expr, int *col, const char **value)
{
	const char *eq = strchr(expr, '=');
	if (!eq)
		return -1;
	for (int i = 0; i < header->n; i++)
		if (strlen(header->fields[i]) == (size_t)(eq - expr) &&
		    strncmp(header->fields[i], expr, eq - expr) == 0) {
			*col = i;
			*value = eq + 1;
			return 0;
		}
	return -1;
}

int where_match(const struct csv_row *row, int col, const char *value)
{
	return col < row->n && strcmp(row->fields[col], value) == 0;
}
