#include "queue.h"

void q_init(struct queue *q)
{
	q->head = q->tail = 0;
	pthread_mutex_init(&q->mu, NULL);
}

int q_push(struct queue *q, int v)
{
	int ok = 0;
	pthread_mutex_lock(&q->mu);
	if ((q->tail + 1) % QCAP != q->head) {
		q->items[q->tail] = v;
		q->tail = (q->tail + 1) % QCAP;
		ok = 1;
	}
	pthread_mutex_unlock(&q->mu);
	return ok;
}

int q_pop(struct queue *q, int *v)
{
	int ok = 0;
	pthread_mutex_lock(&q->mu);
	if (q->head != q->tail) {
		*v = q->items[q->head];
		q->head = (q->head + 1) % QCAP;
		ok = 1;
	}
	pthread_mutex_unlock(&q->mu);
	return ok;
}
