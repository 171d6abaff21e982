#ifndef WORDSTAT_H
#define WORDSTAT_H
#include <stddef.h>

struct entry { char *word; size_t count; };
struct table { struct entry *items; size_t len, cap; };

size_t tokenize(const char *text, char **out, size_t max);
void table_init(struct table *t);
void table_add(struct table *t, const char *word);
void table_free(struct table *t);
double mean_count(const struct table *t);
size_t max_count(const struct table *t);
void report(const struct table *t, int top);
#endif
