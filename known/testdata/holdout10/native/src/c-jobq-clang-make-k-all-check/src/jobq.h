#ifndef JOBQ_H
#define JOBQ_H
#include <stddef.h>
struct job { int id; int prio; };
struct jobq { struct job items[64]; size_t len; };
void jobq_init(struct jobq *q);
int jobq_push(struct jobq *q, struct job j);
int jobq_pop(struct jobq *q, struct job *out);
int prio_compare(const struct job *a, const struct job *b);
#endif
