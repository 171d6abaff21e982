#include <stdio.h>
#include "csv.h"

int main(int argc, char **argv)
{
	char field[256];
	const char *rest = argc > 1 ? argv[1] : "a,b";
	rest = csv_next_field(rest, field, sizeof field);
	puts(field);
	return rest == NULL;
}
