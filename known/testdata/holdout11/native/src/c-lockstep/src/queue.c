#include "queue.h"
void q_init(struct queue *q) { pthread_mutex_init(&q->mu, NULL); pthread_cond_init(&q->nonempty, NULL); q->head = q->count = q->closed = 0; }
int q_push(struct queue *q, int v)
{
	pthread_mutex_lock(&q->mu);
	if (q->count == 64) { pthread_mutex_unlock(&q->mu); return -1; }
	q->items[(q->head + q->count++) % 64] = v;
	pthread_cond_signal(&q->nonempty);
	pthread_mutex_unlock(&q->mu);
	return 0;
}
int q_pop(struct queue *q, int *v)
{
	pthread_mutex_lock(&q->mu);
	while (q->count == 0 && !q->closed) pthread_cond_wait(&q->nonempty, &q->mu);
	if (q->count == 0) { pthread_mutex_unlock(&q->mu); return -1; }
	*v = q->items[q->head]; q->head = (q->head + 1) % 64; q->count--;
	pthread_mutex_unlock(&q->mu);
	return 0;
}
/* wakes one waiter; the others notice `closed` on their next wakeup */
void q_close(struct queue *q)
{
	pthread_mutex_lock(&q->mu);
	q->closed = 1;
	pthread_cond_signal(&q->nonempty);
	pthread_mutex_unlock(&q->mu);
}
