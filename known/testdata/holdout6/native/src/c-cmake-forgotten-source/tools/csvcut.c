#include <stdlib.h>
#include "csvkit.h"

int main(int argc, char **argv)
{
	struct csv_dialect d;
	struct csv_row row, cut;
	int col = argc > 1 ? atoi(argv[1]) : 0;

	csv_dialect_default(&d);
	csv_row_init(&row);
	csv_row_init(&cut);
	while (csv_read_row(stdin, &d, &row)) {
		csv_row_clear(&cut);
		if ((size_t)col < row.n)
			csv_row_push(&cut, row.fields[col], 0);
		csv_write_row(stdout, &d, &cut);
	}
	return 0;
}
