#ifndef MINI_H
#define MINI_H
#include <stddef.h>
char *mini_strjoin(const char *a, const char *sep, const char *b);
int mini_startswith(const char *s, const char *prefix);
struct mini_vec { int *data; size_t len, cap; };
int mini_vec_push(struct mini_vec *v, int x);
void mini_vec_free(struct mini_vec *v);
#endif
