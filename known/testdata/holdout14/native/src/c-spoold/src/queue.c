#include "queue.h"
int q_push(struct queue *q, int v)
{
	if (q->len == 64)
		return -1;
	q->items[(q->head + q->len++) % 64] = v;
	return 0;
}
int q_pop(struct queue *q, int *v)
{
	if (q->len == 0)
		return -1;
	*v = q->items[q->head];
	q->head = (q->head + 1) % 64;
	q->len--;
	return 0;
}
