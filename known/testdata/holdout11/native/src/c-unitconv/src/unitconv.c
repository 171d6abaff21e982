#include <config.h>
#include <stdio.h>
#include <stdlib.h>
#include "units.h"
int main(int argc, char **argv)
{
	double out;
	if (argc != 4) { fprintf(stderr, "usage: unitconv VALUE FROM TO\n"); return 2; }
	int rc = unit_convert(strtod(argv[1], NULL), argv[2], argv[3], &out);
	if (rc == -1) { fprintf(stderr, "unitconv: error: unknown unit '%s'\n", unit_find(argv[2]) ? argv[3] : argv[2]); return 1; }
	if (rc == -2) { fprintf(stderr, "unitconv: error: cannot convert %s to %s\n", argv[2], argv[3]); return 1; }
	printf("%.6g\n", out);
	return 0;
}
