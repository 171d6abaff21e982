/* open addressing, linear probing; grows when the table is 3/4 full */
#define _POSIX_C_SOURCE 200809L
#include <stdlib.h>
#include <string.h>
#include "strmap.h"

struct slot { char *key; long value; int used; };
struct strmap { struct slot *slots; size_t cap, len; };

static size_t hash(const char *s)
{
	size_t h = 1469598103934665603u;
	while (*s)
		h = (h ^ (unsigned char)*s++) * 1099511628211u;
	return h;
}

struct strmap *strmap_new(size_t cap)
{
	struct strmap *m = calloc(1, sizeof *m);
	if (!m)
		return NULL;
	m->cap = cap ? cap : 8;
	m->slots = calloc(m->cap, sizeof *m->slots);
	return m;
}

static struct slot *find(const struct strmap *m, const char *key)
{
	size_t i = hash(key) % m->cap;
	while (m->slots[i].used && strcmp(m->slots[i].key, key) != 0)
		i = (i + 1) % m->cap;
	return &m->slots[i];
}

static int grow(struct strmap *m)
{
	struct strmap bigger = { calloc(m->cap * 2, sizeof(struct slot)), m->cap, 0 };
	if (!bigger.slots)
		return -1;
	for (size_t i = 0; i < m->cap; i++)
		if (m->slots[i].used) {
			struct slot *s = find(&bigger, m->slots[i].key);
			*s = m->slots[i];
			bigger.len++;
		}
	free(m->slots);
	*m = bigger;
	return 0;
}

int strmap_put(struct strmap *m, const char *key, long value)
{
	if (m->len * 4 >= m->cap * 3 && grow(m) != 0)
		return -1;
	struct slot *s = find(m, key);
	if (!s->used) {
		s->key = strdup(key);
		s->used = 1;
		m->len++;
	}
	s->value = value;
	return 0;
}

int strmap_get(const struct strmap *m, const char *key, long *value)
{
	struct slot *s = find(m, key);
	if (!s->used)
		return -1;
	*value = s->value;
	return 0;
}

int strmap_del(struct strmap *m, const char *key)
{
	struct slot *s = find(m, key);
	if (!s->used)
		return -1;
	free(s->key);
	s->key = NULL;
	s->used = 0;
	m->len--;
	return 0;
}

size_t strmap_len(const struct strmap *m) { return m->len; }

void strmap_free(struct strmap *m)
{
	for (size_t i = 0; i < m->cap; i++)
		free(m->slots[i].key);
	free(m->slots);
	free(m);
}
