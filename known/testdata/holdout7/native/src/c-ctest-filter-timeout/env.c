#include <stdlib.h>
#include <string.h>
#include "env.h"

static size_t keylen(const char *kv)
{
    const char *eq = strchr(kv, '=');
    return eq ? (size_t)(eq - kv) : strlen(kv);
}

const char *env_get(char *const env[], const char *key)
{
    size_t k = strlen(key);
    for (size_t i = 0; env[i]; i++)
        if (keylen(env[i]) == k && strncmp(env[i], key, k) == 0)
            return env[i][k] == '=' ? env[i] + k + 1 : NULL;
    return NULL;
}

char **env_merge(char *const base[], char *const overrides[])
{
    size_t nb = 0, no = 0;
    while (base[nb]) nb++;
    while (overrides[no]) no++;
    char **env = calloc(nb + no + 1, sizeof *env);
    size_t n = 0;
    for (size_t i = 0; i < nb; i++) {
        int replaced = 0;
        for (size_t j = 0; j < no; j++)
            if (keylen(base[i]) == keylen(overrides[j]) &&
                strncmp(base[i], overrides[j], keylen(base[i])) == 0)
                replaced = 1;
        if (!replaced)
            env[n++] = strdup(base[i]);
    }
    for (size_t j = 0; j < no; j++)
        if (strchr(overrides[j], '='))
            env[n++] = strdup(overrides[j]);
    env[n] = NULL;
    return env;
}

void env_free(char **env)
{
    for (size_t i = 0; env && env[i]; i++)
        free(env[i]);
    free(env);
}
