#include <stdio.h>
#include "fmtconv.h"
int main(int argc, char **argv)
{
	struct opts o;
	char *cells[64];
	int n;
	if (opts_parse(argc, argv, &o)) { fputs("usage: fmtconv [--from F] [--to F] FILE\n", stderr); return 2; }
	FILE *f = o.path ? fopen(o.path, "r") : stdin;
	if (!f) { perror(o.path); return 1; }
	while (read_row(f, o.in == FMT_TSV ? '\t' : ',', cells, 64, &n))
		emit_row(stdout, o.out, cells, n);
	return 0;
}
