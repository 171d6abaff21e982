#ifndef CSVKIT_H
#define CSVKIT_H
#include <stddef.h>
#include <stdio.h>

struct csv_dialect { char delim; char quote; int header; };
struct csv_row { char **fields; size_t n, cap; };

void csv_dialect_default(struct csv_dialect *d);
int csv_read_row(FILE *in, const struct csv_dialect *d, struct csv_row *row);
void csv_row_init(struct csv_row *row);
void csv_row_push(struct csv_row *row, const char *s, size_t len);
void csv_row_clear(struct csv_row *row);
char *csv_field_dup(const char *s, size_t len);
double csv_field_number(const char *s, int *ok);
/* quote.c */
int csv_needs_quote(const char *s, const struct csv_dialect *d);
char *csv_quote(const char *s, const struct csv_dialect *d);
/* escape.c */
size_t csv_unescape(char *s, char quote);
void csv_write_row(FILE *out, const struct csv_dialect *d, const struct csv_row *row);
#endif
