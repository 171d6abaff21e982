#ifndef QUEUE_H
#define QUEUE_H
struct queue { int items[64]; int head, len; };
int q_push(struct queue *q, int v);
int q_pop(struct queue *q, int *v);
#endif
