#ifndef STRKIT_H
#define STRKIT_H
#include <stddef.h>

char *sk_join(const char *const *parts, size_t n, const char *sep);
size_t sk_split(const char *s, char sep, char ***out);
void sk_free_list(char **list, size_t n);
char *sk_replace(const char *s, const char *from, const char *to);
char *sk_trim(const char *s);
int sk_starts_with(const char *s, const char *prefix);
char *sk_escape_json(const char *s);

#endif
