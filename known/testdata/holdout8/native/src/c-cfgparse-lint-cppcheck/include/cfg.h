#ifndef CFG_H
#define CFG_H
#include <stddef.h>

struct cfg_entry {
	char section[32];
	char key[32];
	char value[128];
};

struct cfg {
	struct cfg_entry *entries;
	size_t n, cap;
	int errline;
};

int cfg_parse_string(struct cfg *c, const char *text);
int cfg_parse_file(struct cfg *c, const char *path);
const char *cfg_get(const struct cfg *c, const char *section, const char *key);
int cfg_get_int(const struct cfg *c, const char *section, const char *key, int dflt);
void cfg_free(struct cfg *c);

#endif
