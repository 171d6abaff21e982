#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#include "ini.h"

static void copy_trimmed(char *dst, size_t cap, const char *s, size_t n)
{
	while (n && isspace((unsigned char)*s)) {
		s++;
		n--;
	}
	while (n && isspace((unsigned char)s[n - 1]))
		n--;
	if (n >= cap)
		n = cap - 1;
	memcpy(dst, s, n);
	dst[n] = '\0';
}

static int add(struct ini *ini, const char *section, const char *k, size_t kn, const char *v, size_t vn)
{
	if (ini->n == ini->cap) {
		size_t cap = ini->cap ? ini->cap * 2 : 16;
		struct ini_entry *e = realloc(ini->entries, cap * sizeof *e);
		if (!e)
			return -1;
		ini->entries = e;
		ini->cap = cap;
	}
	struct ini_entry *e = &ini->entries[ini->n++];
	strcpy(e->section, section);
	copy_trimmed(e->key, sizeof e->key, k, kn);
	copy_trimmed(e->value, sizeof e->value, v, vn);
	return 0;
}

int ini_parse(struct ini *ini, const char *text)
{
	char section[64] = "";
	int line = 0;

	memset(ini, 0, sizeof *ini);
	while (*text) {
		const char *eol = strchr(text, '\n');
		size_t len = eol ? (size_t)(eol - text) : strlen(text);
		line++;
		const char *p = text;
		while (p < text + len && isspace((unsigned char)*p))
			p++;
		if (p == text + len || *p == ';' || *p == '#') {
			/* blank or comment */
		} else if (*p == '[') {
			const char *close = memchr(p, ']', text + len - p);
			if (!close)
				return line;
			copy_trimmed(section, sizeof section, p + 1, close - p - 1);
		} else {
			const char *eq = memchr(p, '=', text + len - p);
			if (!eq)
				return line;
			if (add(ini, section, p, eq - p, eq + 1, text + len - eq - 1) < 0)
				return line;
		}
		text += len + (eol != NULL);
	}
	return 0;
}

void ini_free(struct ini *ini)
{
	free(ini->entries);
	memset(ini, 0, sizeof *ini);
}
