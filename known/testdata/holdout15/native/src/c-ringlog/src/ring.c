#include <stdio.h>
#include <stdlib.h>
#include "ringlog.h"

int rl_init(struct ringlog *r, size_t cap)
{
	r->lines = calloc(cap, RL_LINE);
	r->cap = cap;
	r->head = r->len = 0;
	return r->lines ? 0 : -1;
}

void rl_free(struct ringlog *r) { free(r->lines); }

void rl_push(struct ringlog *r, const char *line)
{
	size_t slot = (r->head + r->len) % r->cap;
	snprintf(r->lines[slot], RL_LINE, "%s", line);
	if (r->len < r->cap)
		r->len++;
	else
		r->head = (r->head + 1) % r->cap;
}

const char *rl_get(const struct ringlog *r, size_t i)
{
	return i < r->len ? r->lines[(r->head + i) % r->cap] : NULL;
}
