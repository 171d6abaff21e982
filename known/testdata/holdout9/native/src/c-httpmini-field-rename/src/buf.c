#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "http.h"

void buf_init(struct buf *b) { b->data = NULL; b->len = b->cap = 0; }

static int buf_grow(struct buf *b, size_t need)
{
	size_t cap = b->cap ? b->cap : 64;
	while (cap < b->len + need + 1)
		cap *= 2;
	if (cap == b->cap)
		return 0;
	char *p = realloc(b->data, cap);
	if (!p)
		return -1;
	b->data = p;
	b->cap = cap;
	return 0;
}

int buf_append(struct buf *b, const char *s, size_t n)
{
	if (buf_grow(b, n) < 0)
		return -1;
	memcpy(b->data + b->len, s, n);
	b->len += n;
	b->data[b->len] = '\0';
	return 0;
}

int buf_printf(struct buf *b, const char *fmt, ...)
{
	char tmp[512];
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(tmp, sizeof tmp, fmt, ap);
	va_end(ap);
	if (n < 0)
		return -1;
	if (n >= (int)sizeof tmp)
		n = sizeof tmp - 1;
	return buf_append(b, tmp, n);
}

void buf_free(struct buf *b) { free(b->data); buf_init(b); }
