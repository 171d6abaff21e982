#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "cfg.h"

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

static int add(struct cfg *c, const char *sec, const char *key, const char *val)
{
	struct cfg_entry *e;

	if (c->n == c->cap) {
		size_t cap = c->cap ? c->cap * 2 : 16;
		e = realloc(c->entries, cap * sizeof *e);
		if (!e)
			return -1;
		c->entries = e;
		c->cap = cap;
	}
	e = &c->entries[c->n++];
	snprintf(e->section, sizeof e->section, "%s", sec);
	snprintf(e->key, sizeof e->key, "%s", key);
	snprintf(e->value, sizeof e->value, "%s", val);
	return 0;
}

int cfg_parse_string(struct cfg *c, const char *text)
{
	char section[32] = "", line[256];
	int lineno = 0;

	memset(c, 0, sizeof *c);
	while (*text) {
		size_t n = strcspn(text, "\n");
		char *s, *eq;
		if (n >= sizeof line)
			n = sizeof line - 1;
		memcpy(line, text, n);
		line[n] = '\0';
		text += strcspn(text, "\n");
		if (*text)
			text++;
		lineno++;
		s = trim(line);
		if (!*s || *s == '#' || *s == ';')
			continue;
		if (*s == '[') {
			char *end = strchr(s, ']');
			if (!end) {
				c->errline = lineno;
				return -1;
			}
			*end = '\0';
			snprintf(section, sizeof section, "%s", trim(s + 1));
			continue;
		}
		eq = strchr(s, '=');
		if (!eq) {
			c->errline = lineno;
			return -1;
		}
		*eq = '\0';
		if (add(c, section, trim(s), trim(eq + 1)) != 0)
			return -1;
	}
	return 0;
}

int cfg_parse_file(struct cfg *c, const char *path)
{
	char *buf;
	long n;
	int rc;
	FILE *f = fopen(path, "rb");

	if (!f)
		return -1;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	buf = malloc((size_t)n + 1);
	if (!buf || fread(buf, 1, (size_t)n, f) != (size_t)n) {
		free(buf);
		fclose(f);
		return -1;
	}
	buf[n] = '\0';
	fclose(f);
	rc = cfg_parse_string(c, buf);
	free(buf);
	return rc;
}

const char *cfg_get(const struct cfg *c, const char *section, const char *key)
{
	size_t i;

	for (i = c->n; i-- > 0;)
		if (strcmp(c->entries[i].section, section) == 0 && strcmp(c->entries[i].key, key) == 0)
			return c->entries[i].value;
	return NULL;
}

int cfg_get_int(const struct cfg *c, const char *section, const char *key, int dflt)
{
	const char *v = cfg_get(c, section, key);
	char *end;
	long n;

	if (!v)
		return dflt;
	n = strtol(v, &end, 0);
	return *end ? dflt : (int)n;
}

void cfg_free(struct cfg *c)
{
	free(c->entries);
	memset(c, 0, sizeof *c);
}
