#include <stdlib.h>
#include "csvsum.h"

int csv_sum_column(FILE *in, int col, double *sum, long *rows)
{
	char line[1024];
	char *f[32];
	*sum = 0;
	*rows = 0;
	if (!fgets(line, sizeof line, in))
		return -1; /* no header */
	while (fgets(line, sizeof line, in)) {
		int n = csv_split(line, f, 32);
		if (col >= n)
			return -1;
		*sum += strtod(f[col], NULL);
		(*rows)++;
	}
	return 0;
}
