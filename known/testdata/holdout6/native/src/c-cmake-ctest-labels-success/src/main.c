#include <stdio.h>
#include <string.h>
#include "unitconv.h"

int main(int argc, char **argv)
{
	double v;
	char out[64];
	const struct unit *from, *to;

	if (argc == 2 && strcmp(argv[1], "--help") == 0) {
		printf("usage: uconv VALUE FROM TO\n");
		return 0;
	}
	if (argc != 4 || parse_quantity(argv[1], &v) != 0) {
		fprintf(stderr, "usage: uconv VALUE FROM TO\n");
		return 2;
	}
	from = find_unit(argv[2]);
	to = find_unit(argv[3]);
	if (!from || !to || from->kind != to->kind) {
		fprintf(stderr, "uconv: cannot convert %s to %s\n", argv[2], argv[3]);
		return 1;
	}
	format_quantity(out, sizeof out, convert(v, from, to), to, 4);
	printf("%s\n", out);
	return 0;
}
