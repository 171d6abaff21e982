#include <string.h>
#include "kv.h"
#define N 256
static char *keys[N], *vals[N];
int kv_set(const char *k, const char *v) { unsigned long h = kv_hash(k) % N; keys[h] = kv_strdup(k); vals[h] = kv_strdup(v); return 0; }
const char *kv_get(const char *k) { unsigned long h = kv_hash(k) % N; return keys[h] && !strcmp(keys[h], k) ? vals[h] : NULL; }
