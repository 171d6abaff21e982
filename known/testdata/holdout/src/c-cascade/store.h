#ifndef STORE_H
#define STORE_H
#include <stddef.h>

struct entry {
	char key[32];
	char value[96];
};

struct store {
	struct entry *entries;
	size_t len, cap;
};

/* the typedef for store_t was dropped in a refactor */
store_t *store_open(size_t cap);
int store_put(store_t *s, const char *key, const char *value);
const char *store_get(const store_t *s, const char *key);
void store_close(store_t *s);
#endif
