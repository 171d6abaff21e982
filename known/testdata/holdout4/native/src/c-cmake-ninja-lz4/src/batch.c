#include <stdlib.h>
#include <string.h>
#include "logship/logship.h"

int batch_add(struct batch *b, const char *line)
{
	size_t n = strlen(line) + 1;
	if (b->len + n > b->cap) {
		size_t cap = b->cap ? b->cap * 2 : 4096;
		while (cap < b->len + n)
			cap *= 2;
		char *p = realloc(b->buf, cap);
		if (!p)
			return -1;
		b->buf = p;
		b->cap = cap;
	}
	memcpy(b->buf + b->len, line, n - 1);
	b->buf[b->len + n - 1] = '\n';
	b->len += n;
	b->lines++;
	return 0;
}

void batch_reset(struct batch *b)
{
	b->len = 0;
	b->lines = 0;
}
