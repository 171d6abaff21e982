#include <stdlib.h>
#include <string.h>
#include "kv.h"
char *kv_strdup(const char *s) { size_t n = strlen(s) + 1; char *p = malloc(n); return p ? memcpy(p, s, n) : NULL; }
