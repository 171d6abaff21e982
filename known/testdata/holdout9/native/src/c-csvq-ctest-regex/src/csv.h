#ifndef CSVQ_CSV_H
#define CSVQ_CSV_H
#include <stdio.h>

#define CSV_MAX_FIELDS 64

struct csv_row {
	char *fields[CSV_MAX_FIELDS];
	int n;
	int lineno;
};

struct csv_reader {
	FILE *f;
	const char *path;
	int lineno;
	char buf[8192];
};

void csv_open(struct csv_reader *r, FILE *f, const char *path);
int csv_next(struct csv_reader *r, struct csv_row *row);

int select_columns(const struct csv_row *header, const char *spec, int *idx, int max);
int where_parse(const struct csv_row *header, const char *expr, int *col, const char **value);
int where_match(const struct csv_row *row, int col, const char *value);
#endif
