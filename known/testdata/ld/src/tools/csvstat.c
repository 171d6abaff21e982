#include <stdio.h>
#include "csv.h"

int main(int argc, char **argv)
{
	char field[256];
	const char *line = argc > 1 ? argv[1] : "a,b";
	printf("%zu fields\n", csv_count_fields(line));
	csv_next_field(line, field, sizeof field);
	printf("first: %s\n", field);
	return 0;
}
