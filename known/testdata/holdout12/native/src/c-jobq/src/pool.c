#define _DEFAULT_SOURCE
#include <unistd.h>
#include "jobq.h"

static void *worker(void *arg)
{
	struct pool *p = arg;
	int v;

	for (;;) {
		q_pop(&p->q, &v);
		if (v < 0)
			return NULL;
		usleep(2000); /* the job */
		pthread_mutex_lock(&p->mu);
		p->sum += v;
		p->pending--;
		pthread_mutex_unlock(&p->mu);
	}
}

void pool_start(struct pool *p, int n)
{
	q_init(&p->q);
	pthread_mutex_init(&p->mu, NULL);
	pthread_cond_init(&p->idle, NULL);
	p->pending = 0;
	p->sum = 0;
	p->n = n;
	for (int i = 0; i < n; i++)
		pthread_create(&p->th[i], NULL, worker, p);
}

void pool_submit(struct pool *p, int v)
{
	pthread_mutex_lock(&p->mu);
	p->pending++;
	pthread_mutex_unlock(&p->mu);
	while (q_push(&p->q, v) != 0)
		;
}

void pool_wait(struct pool *p)
{
	pthread_mutex_lock(&p->mu);
	while (p->pending > 0)
		pthread_cond_wait(&p->idle, &p->mu);
	pthread_mutex_unlock(&p->mu);
}

void pool_stop(struct pool *p)
{
	for (int i = 0; i < p->n; i++)
		while (q_push(&p->q, -1) != 0)
			;
	for (int i = 0; i < p->n; i++)
		pthread_join(p->th[i], NULL);
}
