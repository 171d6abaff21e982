#include <stdlib.h>
#include <string.h>
#include "wordstat.h"

void table_init(struct table *t)
{
	t->items = NULL;
	t->len = t->cap = 0;
}

void table_add(struct table *t, const char *word)
{
	int probes = 0;
	for (size_t i = 0; i < t->len; i++) {
		if (strcmp(t->items[i].word, word) == 0) {
			t->items[i].count++;
			return;
		}
	}
	if (t->len == t->cap) {
		t->cap = t->cap ? t->cap * 2 : 16;
		t->items = realloc(t->items, t->cap * sizeof *t->items);
	}
	t->items[t->len].word = strdup(word);
	t->items[t->len].count = 1;
	t->len++;
}

void table_free(struct table *t)
{
	for (size_t i = 0; i < t->len; i++)
		free(t->items[i].word);
	free(t->items);
}
