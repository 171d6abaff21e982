#include <stdlib.h>
#include "util.h"

int vec_push(struct vec *v, void *item)
{
	if (v->len == v->cap) {
		size_t cap = v->cap ? v->cap * 2 : 8;
		void **p = realloc(v->items, cap * sizeof *p);
		if (!p)
			return -1;
		v->items = p;
		v->cap = cap;
	}
	v->items[v->len++] = item;
	return 0;
}

void vec_free(struct vec *v) { free(v->items); v->items = NULL; v->len = v->cap = 0; }
