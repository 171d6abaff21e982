#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include "kvconf.h"

static char *trim(char *s)
{
	char *e;
	while (isspace((unsigned char)*s))
		s++;
	e = s + strlen(s);
	while (e > s && isspace((unsigned char)e[-1]))
		*--e = '\0';
	return s;
}

int kv_set(struct kvconf *c, const char *key, const char *val)
{
	for (size_t i = 0; i < c->n; i++)
		if (strcmp(c->v[i].key, key) == 0) {
			free(c->v[i].val);
			c->v[i].val = strdup(val);
			return 0;
		}
	if (c->n == c->cap) {
		c->cap = c->cap ? c->cap * 2 : 8;
		c->v = realloc(c->v, c->cap * sizeof *c->v);
	}
	c->v[c->n].key = strdup(key);
	c->v[c->n].val = strdup(val);
	c->n++;
	return 0;
}

int kv_parse(struct kvconf *c, const char *text)
{
	char *copy = strdup(text), *save = NULL, *line;
	int n = 0;
	for (line = strtok_r(copy, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		char *eq, *t = trim(line);
		if (*t == '#' || *t == '\0')
			continue;
		eq = strchr(t, '=');
		if (!eq)
			continue;
		*eq = '\0';
		kv_set(c, trim(t), trim(eq + 1));
		n++;
	}
	free(copy);
	return n;
}

const char *kv_get(const struct kvconf *c, const char *key)
{
	for (size_t i = 0; i < c->n; i++)
		if (strcasecmp(c->v[i].key, key) == 0)
			return c->v[i].val;
	return NULL;
}

void kv_free(struct kvconf *c)
{
	for (size_t i = 0; i < c->n; i++) {
		free(c->v[i].key);
		free(c->v[i].val);
	}
	free(c->v);
	c->v = NULL;
	c->n = c->cap = 0;
}
