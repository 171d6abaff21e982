#include <stdlib.h>
#include <string.h>
#include "store.h"

store_t *store_open(size_t cap)
{
	store_t *s = malloc(sizeof *s);
	if (!s)
		return NULL;
	s->entries = calloc(cap, sizeof *s->entries);
	s->len = 0;
	s->cap = cap;
	return s;
}

int store_put(store_t *s, const char *key, const char *value)
{
	if (s->len == s->cap)
		return -1;
	strncpy(s->entries[s->len].key, key, sizeof s->entries[0].key - 1);
	strncpy(s->entries[s->len].value, value, sizeof s->entries[0].value - 1);
	s->len++;
	return 0;
}

const char *store_get(const store_t *s, const char *key)
{
	for (size_t i = 0; i < s->len; i++)
		if (strcmp(s->entries[i].key, key) == 0)
			return s->entries[i].value;
	return NULL;
}

void store_close(store_t *s)
{
	free(s->entries);
	free(s);
}
