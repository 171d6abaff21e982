#define _POSIX_C_SOURCE 200809L
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "kvfile.h"

static char *copy_trimmed(const char *s, size_t n)
{
    while (n > 0 && isspace((unsigned char)*s)) { s++; n--; }
    while (n > 0 && isspace((unsigned char)s[n - 1])) n--;
    char *out = malloc(n);
    memcpy(out, s, n);
    out[n] = '\0';
    return out;
}

static int add(struct kvfile *f, char *key, char *value)
{
    if (f->n == f->cap) {
        size_t cap = f->cap ? f->cap * 2 : 8;
        struct kv *items = realloc(f->items, cap * sizeof *items);
        if (!items)
            return -1;
        f->items = items;
        f->cap = cap;
    }
    f->items[f->n].key = key;
    f->items[f->n].value = value;
    f->n++;
    return 0;
}

struct kvfile *kv_load(const char *path)
{
    FILE *in = fopen(path, "r");
    if (!in)
        return NULL;
    struct kvfile *f = calloc(1, sizeof *f);
    char *line = NULL;
    size_t len = 0;
    ssize_t got;
    int lineno = 0;
    while ((got = getline(&line, &len, in)) != -1) {
        lineno++;
        if (line[0] == '#' || line[0] == '\n')
            continue;
        char *eq = strchr(line, '=');
        if (!eq) {
            fprintf(stderr, "%s:%d: expected key=value\n", path, lineno);
            f->errors++;
            continue;
        }
        char *key = copy_trimmed(line, (size_t)(eq - line));
        char *value = copy_trimmed(eq + 1, strlen(eq + 1));
        if (key[0] == '\0') {
            fprintf(stderr, "%s:%d: empty key\n", path, lineno);
            f->errors++;
            continue;
        }
        add(f, key, value);
    }
    free(line);
    fclose(in);
    return f;
}

const char *kv_get(const struct kvfile *f, const char *key)
{
    for (size_t i = 0; i < f->n; i++)
        if (strcmp(f->items[i].key, key) == 0)
            return f->items[i].value;
    return NULL;
}

void kv_free(struct kvfile *f)
{
    for (size_t i = 0; i < f->n; i++) {
        free(f->items[i].key);
        free(f->items[i].value);
    }
    free(f->items);
    free(f);
}
