#include <stdlib.h>
#include "mini.h"

int mini_vec_push(struct mini_vec *v, int x)
{
	if (v->len == v->cap) {
		size_t cap = v->cap ? v->cap * 2 : 8;
		int *d = realloc(v->data, cap * sizeof *d);
		if (!d)
			return -1;
		v->data = d;
		v->cap = cap;
	}
	v->data[v->len++] = x;
	return 0;
}

void mini_vec_free(struct mini_vec *v)
{
	free(v->data);
	v->data = NULL;
	v->len = v->cap = 0;
}
