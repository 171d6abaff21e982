#ifndef RINGLOG_H
#define RINGLOG_H
#include <stddef.h>
#define RL_LINE 128
struct ringlog { char (*lines)[RL_LINE]; size_t cap, head, len; };
int rl_init(struct ringlog *r, size_t cap);
void rl_free(struct ringlog *r);
void rl_push(struct ringlog *r, const char *line);
const char *rl_get(const struct ringlog *r, size_t i);
int rl_format(char *out, size_t n, const char *level, const char *msg);
#endif
