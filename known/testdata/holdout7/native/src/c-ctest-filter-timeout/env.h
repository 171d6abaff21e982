#ifndef PROCPIPE_ENV_H
#define PROCPIPE_ENV_H
#include <stddef.h>

/* Merges "KEY=VALUE" overrides into base (both NULL-terminated); returns a malloc'd array. */
char **env_merge(char *const base[], char *const overrides[]);
void env_free(char **env);
const char *env_get(char *const env[], const char *key);

#endif
