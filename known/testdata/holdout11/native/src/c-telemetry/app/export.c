#include <stdio.h>
#include "export.h"

int export_line(FILE *f, const char *name, double v)
{
	struct export_stats st;
	int n = fprintf(f, "%s %g\n", name, v);
	if (n > 0)
		st.lines++;
	return n;
}
