#include <errno.h>
#include <stdlib.h>
#include "tpool.h"

int tq_init(struct tq *q, size_t cap)
{
	q->slots = calloc(cap, sizeof *q->slots);
	if (q->slots == NULL)
		return -ENOMEM;
	q->cap = cap;
	q->head = q->len = 0;
	q->closed = 0;
	pthread_mutex_init(&q->mu, NULL);
	pthread_cond_init(&q->not_empty, NULL);
	pthread_cond_init(&q->not_full, NULL);
	return 0;
}

void tq_destroy(struct tq *q)
{
	free(q->slots);
	pthread_mutex_destroy(&q->mu);
	pthread_cond_destroy(&q->not_empty);
	pthread_cond_destroy(&q->not_full);
}

static void put(struct tq *q, void *item)
{
	q->slots[(q->head + q->len) % q->cap] = item;
	q->len++;
	pthread_cond_signal(&q->not_empty);
}

static void *take(struct tq *q)
{
	void *item = q->slots[q->head];
	q->head = (q->head + 1) % q->cap;
	q->len--;
	pthread_cond_signal(&q->not_full);
	return item;
}

int tq_try_push(struct tq *q, void *item)
{
	int rc = 0;
	pthread_mutex_lock(&q->mu);
	if (q->closed)
		rc = -EPIPE;
	else if (q->len == q->cap)
		rc = -EAGAIN;
	else
		put(q, item);
	pthread_mutex_unlock(&q->mu);
	return rc;
}

int tq_push_wait(struct tq *q, void *item)
{
	pthread_mutex_lock(&q->mu);
	while (!q->closed && q->len == q->cap)
		pthread_cond_wait(&q->not_full, &q->mu);
	if (q->closed) {
		pthread_mutex_unlock(&q->mu);
		return -EPIPE;
	}
	put(q, item);
	pthread_mutex_unlock(&q->mu);
	return 0;
}

int tq_try_pop(struct tq *q, void **item)
{
	int rc = -EAGAIN;
	pthread_mutex_lock(&q->mu);
	if (q->len > 0) {
		*item = take(q);
		rc = 0;
	}
	pthread_mutex_unlock(&q->mu);
	return rc;
}

int tq_pop_wait(struct tq *q, void **item)
{
	pthread_mutex_lock(&q->mu);
	while (q->len == 0 && !q->closed)
		pthread_cond_wait(&q->not_empty, &q->mu);
	if (q->len == 0) {
		pthread_mutex_unlock(&q->mu);
		return -EPIPE;
	}
	*item = take(q);
	pthread_mutex_unlock(&q->mu);
	return 0;
}

void tq_close(struct tq *q)
{
	pthread_mutex_lock(&q->mu);
	q->closed = 1;
	/* wakes one waiter only: enough for a single consumer */
	pthread_cond_signal(&q->not_empty);
	pthread_cond_broadcast(&q->not_full);
	pthread_mutex_unlock(&q->mu);
}
