#ifndef INI_H
#define INI_H

#include <stddef.h>

struct ini_entry {
	char section[64];
	char key[64];
	char value[256];
};

struct ini {
	struct ini_entry *entries;
	size_t n, cap;
};

/* returns 0, or the 1-based line of the first syntax error */
int ini_parse(struct ini *ini, const char *text);
const char *ini_get(const struct ini *ini, const char *section, const char *key);
int ini_get_int(const struct ini *ini, const char *section, const char *key, int def);
int ini_get_bool(const struct ini *ini, const char *section, const char *key, int def);
void ini_dump(const struct ini *ini, void *file);
void ini_free(struct ini *ini);

#endif
