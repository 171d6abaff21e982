#include <stdio.h>
#include "csvkit.h"

int main(void)
{
	struct csv_dialect d;
	struct csv_row row;

	csv_dialect_default(&d);
	csv_row_init(&row);
	while (csv_read_row(stdin, &d, &row)) {
		for (size_t i = 0; i < row.n; i++)
			printf("| %-12s ", row.fields[i]);
		printf("|\n");
	}
	return 0;
}
