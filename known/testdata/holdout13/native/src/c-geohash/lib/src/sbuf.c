#include <stdlib.h>
#include <string.h>
#include "sbuf.h"

void sbuf_init(struct sbuf *b) { b->p = NULL; b->len = b->cap = 0; }

int sbuf_putc(struct sbuf *b, char c)
{
	if (b->len + 2 > b->cap) {
		size_t cap = b->cap ? 2 * b->cap : 16;
		char *p = realloc(b->p, cap);
		if (!p) return -1;
		b->p = p;
		b->cap = cap;
	}
	b->p[b->len++] = c;
	b->p[b->len] = '\0';
	return 0;
}

int sbuf_puts(struct sbuf *b, const char *s)
{
	while (*s)
		if (sbuf_putc(b, *s++)) return -1;
	return 0;
}

void sbuf_free(struct sbuf *b) { free(b->p); sbuf_init(b); }
