#include <stdio.h>
#include "csvkit.h"

int main(int argc, char **argv)
{
	struct csv_dialect d;
	struct csv_row row;
	double sum = 0;
	long rows = 0;

	csv_dialect_default(&d);
	csv_row_init(&row);
	while (csv_read_row(stdin, &d, &row)) {
		int ok;
		double v = row.n ? csv_field_number(row.fields[0], &ok) : 0;
		if (ok)
			sum += v;
		rows++;
	}
	printf("rows %ld sum %g\n", rows, sum);
	return 0;
}
