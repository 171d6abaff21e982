#include <stdio.h>
#include <stdlib.h>
#include "histo.h"
size_t read_values(const char *path, double **out)
{
	FILE *f = fopen(path, "r");
	size_t n = 0, cap = 64;
	double v;
	*out = malloc(cap * sizeof **out);
	if (!f || !*out)
		return 0;
	while (fscanf(f, "%lf", &v) == 1) {
		if (n == cap)
			*out = realloc(*out, (cap *= 2) * sizeof **out);
		(*out)[n++] = v;
	}
	fclose(f);
	return n;
}
