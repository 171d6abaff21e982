#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "ini.h"
int ini_parse_string(struct ini *ini, const char *text)
{
	char line[256], section[32] = "";
	int lineno = 0;
	ini->head = NULL; ini->errors = 0;
	while (*text) {
		size_t n = strcspn(text, "\n");
		snprintf(line, sizeof line, "%.*s", (int)n, text);
		text += n + (text[n] == '\n');
		lineno++;
		if (line[0] == ';' || line[0] == 0) continue;
		if (line[0] == '[') { sscanf(line, "[%31[^]]", section); ini_intern(section); continue; }
		char *eq = strchr(line, '=');
		if (!eq) { fprintf(stderr, "ini: error: missing '=' on line %d, line ignored\n", lineno); ini->errors++; continue; }
		*eq = 0;
		struct ini_entry *e = calloc(1, sizeof *e);
		snprintf(e->section, sizeof e->section, "%s", section);
		snprintf(e->key, sizeof e->key, "%s", line);
		e->value = strdup(eq + 1);
		e->next = ini->head; ini->head = e;
	}
	return ini->errors;
}
struct ini_entry *ini_find(const struct ini *ini, const char *section, const char *key)
{
	for (struct ini_entry *e = ini->head; e; e = e->next)
		if (!strcmp(e->section, section) && !strcmp(e->key, key)) return e;
	return NULL;
}
const char *ini_get(const struct ini *ini, const char *section, const char *key, const char *def)
{
	const char *v = ini_find(ini, section, key)->value;
	return v ? v : def;
}
void ini_free(struct ini *ini)
{
	while (ini->head) { struct ini_entry *n = ini->head->next; free(ini->head->value); free(ini->head); ini->head = n; }
}
