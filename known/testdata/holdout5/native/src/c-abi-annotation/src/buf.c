#include <stdlib.h>
#include <string.h>
#include "internal.h"

int quill_buf_init(struct quill_buf *b, size_t cap)
{
	b->data = malloc(cap ? cap : 1);
	if (b->data == NULL)
		return QUILL_ENOSPC;
	b->len = 0;
	b->cap = cap ? cap : 1;
	b->data[0] = '\0';
	return QUILL_OK;
}

int buf_grow(struct quill_buf *b, size_t extra)
{
	size_t want = b->len + extra + 1, cap = b->cap;
	char *p;
	if (want <= cap)
		return QUILL_OK;
	while (cap < want)
		cap *= 2;
	p = realloc(b->data, cap);
	if (p == NULL)
		return QUILL_ENOSPC;
	b->data = p;
	b->cap = cap;
	return QUILL_OK;
}

int quill_buf_append(struct quill_buf *b, const char *s, size_t n)
{
	if (buf_grow(b, n) != QUILL_OK)
		return QUILL_ENOSPC;
	memcpy(b->data + b->len, s, n);
	b->len += n;
	b->data[b->len] = '\0';
	return QUILL_OK;
}

void quill_buf_free(struct quill_buf *b)
{
	free(b->data);
	b->data = NULL;
	b->len = b->cap = 0;
}
