#include <stdlib.h>
#include <string.h>
#include "logtail.h"

void sbuf_init(struct sbuf *b)
{
	b->data = NULL;
	b->len = b->cap = 0;
}

int sbuf_append(struct sbuf *b, const char *s, size_t n)
{
	if (b->len + n + 1 > b->cap) {
		size_t cap = b->cap ? b->cap * 2 : 128;
		char *p;
		while (cap < b->len + n + 1)
			cap *= 2;
		p = realloc(b->data, cap);
		if (!p)
			return -1;
		b->data = p;
		b->cap = cap;
	}
	memcpy(b->data + b->len, s, n);
	b->len += n;
	b->data[b->len] = '\0';
	return 0;
}

void sbuf_reset(struct sbuf *b)
{
	b->len = 0;
	if (b->data)
		b->data[0] = '\0';
}

void sbuf_free(struct sbuf *b)
{
	free(b->data);
	sbuf_init(b);
}
