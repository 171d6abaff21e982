#include <stdio.h>
#include <string.h>

#include "ini.h"

void ini_dump(const struct ini *ini, void *file)
{
	FILE *f = file;
	const char *section = NULL;
	for (size_t i = 0; i < ini->n; i++) {
		const struct ini_entry *e = &ini->entries[i];
		if (!section || strcmp(section, e->section) != 0) {
			fprintf(f, "%s[%s]\n", section ? "\n" : "", e->section);
			section = e->section;
		}
		fprintf(f, "%s = %s\n", e->key, e->value);
	}
}
