#ifndef FMTCONV_H
#define FMTCONV_H
#include <stddef.h>
#include <stdio.h>
enum format { FMT_CSV, FMT_TSV, FMT_JSON, FMT_YAML };
struct opts { enum format in, out; int header; const char *path; };
const char *format_name(enum format f);
int format_parse(const char *s, enum format *out);
void emit_row(FILE *f, enum format fmt, char **cells, size_t n);
int read_row(FILE *f, char sep, char **cells, size_t max, size_t *n);
int opts_parse(int argc, char **argv, struct opts *o);
#endif
