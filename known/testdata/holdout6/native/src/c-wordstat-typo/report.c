#include <stdio.h>
#include <stdlib.h>
#include "wordstat.h"

static int by_count(const void *a, const void *b)
{
	const struct entry *x = a, *y = b;
	return (x->count < y->count) - (x->count > y->count);
}

void report(const struct table *t, int top)
{
	qsort(t->items, t->len, sizeof *t->items, by_count);
	for (size_t i = 0; i < t->len && (int)i < top; i++)
		printf("%6zu %s\n", t->items[i].count, t->items[i].word);
	printf("words: %zu  mean: %.2f  max: %zu\n", t->len, mean_count(t), max_count(t));
}
