#ifndef LOGTAIL_H
#define LOGTAIL_H
#include <stddef.h>
#include <stdio.h>

struct sbuf {
	char *data;
	size_t len, cap;
};

void sbuf_init(struct sbuf *b);
int sbuf_append(struct sbuf *b, const char *s, size_t n);
void sbuf_reset(struct sbuf *b);
void sbuf_free(struct sbuf *b);

struct filter {
	const char *pattern;
	int invert;
	int ignore_case;
};

int filter_match(const struct filter *f, const char *line);

int follow(FILE *in, const struct filter *f, int max_lines, FILE *out);
long tail_offset(FILE *in, int nlines);

#endif
