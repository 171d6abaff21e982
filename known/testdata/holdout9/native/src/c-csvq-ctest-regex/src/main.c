#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "csv.h"

static int usage(void)
{
	fprintf(stderr, "usage: csvq [-n] [-c COLS] [-w COL=VALUE] FILE\n");
	return 2;
}

int main(int argc, char **argv)
{
	const char *cols = NULL, *where = NULL;
	int count_only = 0, opt;

	if (argc == 2 && strcmp(argv[1], "--version") == 0) {
		printf("csvq %s\n", CSVQ_VERSION);
		return 0;
	}
	while ((opt = getopt(argc, argv, "nc:w:")) != -1) {
		switch (opt) {
		case 'n': count_only = 1; break;
		case 'c': cols = optarg; break;
		case 'w': where = optarg; break;
		default: return usage();
		}
	}
	if (optind != argc - 1)
		return usage();

	FILE *f = fopen(argv[optind], "r");
	if (!f) {
		perror(argv[optind]);
		return 1;
	}
	struct csv_reader r;
	struct csv_row header, row;
	int idx[CSV_MAX_FIELDS], nidx = 0, wcol = -1;
	const char *wval = NULL;
	long count = 0;
	char hbuf[8192];

	csv_open(&r, f, argv[optind]);
	if (!csv_next(&r, &header)) {
		printf("0\n");
		return 0;
	}
	/* keep the header's strings: the reader reuses its buffer */
	memcpy(hbuf, r.buf, sizeof hbuf);
	for (int i = 0; i < header.n; i++)
		header.fields[i] = hbuf + (header.fields[i] - r.buf);
	if (cols && (nidx = select_columns(&header, cols, idx, CSV_MAX_FIELDS)) < 0)
		return 1;
	if (where && where_parse(&header, where, &wcol, &wval) < 0) {
		fprintf(stderr, "csvq: error: bad condition '%s'\n", where);
		return 1;
	}
	while (csv_next(&r, &row)) {
		if (wcol >= 0 && !where_match(&row, wcol, wval))
			continue;
		count++;
		if (count_only)
			continue;
		for (int i = 0; i < nidx; i++)
			printf("%s%s", i ? "," : "", idx[i] < row.n ? row.fields[idx[i]] : "");
		putchar('\n');
	}
	if (count_only)
		printf("%ld\n", count);
	fclose(f);
	return 0;
}
