#include "jobq.h"
void jobq_init(struct jobq *q) { q->len = 0; }
int jobq_push(struct jobq *q, struct job j)
{
	if (q->len == 64) return -1;
	size_t i = q->len++;
	/* keep sorted, highest priority last */
	while (i > 0 && prio_compare(&q->items[i - 1], &j) > 0) {
		q->items[i] = q->items[i - 1];
		i--;
	}
	q->items[i] = j;
	return 0;
}
int jobq_pop(struct jobq *q, struct job *out)
{
	if (q->len == 0) return -1;
	*out = q->items[--q->len];
	return 0;
}
