#ifndef TAGINDEX_H
#define TAGINDEX_H
#include <stddef.h>
char *slugify(const char *title);
struct tagset { char **tags; size_t n; };
int tags_parse(struct tagset *ts, const char *csv);
int tags_has(const struct tagset *ts, const char *tag);
void tags_free(struct tagset *ts);
#endif
