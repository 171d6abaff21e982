#include "jobq.h"
void q_init(struct queue *q)
{
	q->head = q->len = 0;
	pthread_mutex_init(&q->mu, NULL);
	pthread_cond_init(&q->nonempty, NULL);
}
int q_push(struct queue *q, int v)
{
	pthread_mutex_lock(&q->mu);
	if (q->len == QCAP) {
		pthread_mutex_unlock(&q->mu);
		return -1;
	}
	q->items[(q->head + q->len++) % QCAP] = v;
	pthread_cond_signal(&q->nonempty);
	pthread_mutex_unlock(&q->mu);
	return 0;
}
int q_pop(struct queue *q, int *v)
{
	pthread_mutex_lock(&q->mu);
	while (q->len == 0)
		pthread_cond_wait(&q->nonempty, &q->mu);
	*v = q->items[q->head];
	q->head = (q->head + 1) % QCAP;
	q->len--;
	pthread_mutex_unlock(&q->mu);
	return 0;
}
