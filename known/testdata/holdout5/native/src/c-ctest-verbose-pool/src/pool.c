#include <errno.h>
#include <stdlib.h>
#include "tpool.h"

static void *worker(void *arg)
{
	struct tpool *p = arg;
	void *item;

	while (tq_pop_wait(&p->jobs, &item) == 0) {
		struct tp_job *job = item;
		pthread_mutex_lock(&p->mu);
		p->running++;
		pthread_mutex_unlock(&p->mu);
		job->result = job->fn(job->arg);
		pthread_mutex_lock(&p->mu);
		job->done = 1;
		p->running--;
		p->stats.completed++;
		if (job->result != 0)
			p->stats.failed++;
		pthread_cond_broadcast(&p->idle);
		pthread_mutex_unlock(&p->mu);
	}
	return NULL;
}

static int start(struct tpool *p, size_t from, size_t to)
{
	for (size_t i = from; i < to; i++)
		if (pthread_create(&p->threads[i], NULL, worker, p) != 0)
			return -EAGAIN;
	return 0;
}

int tp_create(struct tpool *p, size_t nthreads, size_t queue_cap)
{
	int rc = tq_init(&p->jobs, queue_cap);
	if (rc != 0)
		return rc;
	p->threads = calloc(nthreads, sizeof *p->threads);
	if (p->threads == NULL)
		return -ENOMEM;
	p->nthreads = nthreads;
	p->running = 0;
	p->shutting_down = 0;
	p->stats = (struct tp_stats){0};
	pthread_mutex_init(&p->mu, NULL);
	pthread_cond_init(&p->idle, NULL);
	return start(p, 0, nthreads);
}

int tp_submit(struct tpool *p, struct tp_job *job)
{
	int rc;
	job->done = 0;
	rc = tq_push_wait(&p->jobs, job);
	if (rc == 0) {
		pthread_mutex_lock(&p->mu);
		p->stats.submitted++;
		pthread_mutex_unlock(&p->mu);
	}
	return rc;
}

void tp_wait_idle(struct tpool *p)
{
	pthread_mutex_lock(&p->mu);
	while (p->stats.completed < p->stats.submitted)
		pthread_cond_wait(&p->idle, &p->mu);
	pthread_mutex_unlock(&p->mu);
}

int tp_resize(struct tpool *p, size_t nthreads)
{
	pthread_t *t;
	if (nthreads <= p->nthreads)
		return 0; /* shrinking happens at shutdown */
	t = realloc(p->threads, nthreads * sizeof *t);
	if (t == NULL)
		return -ENOMEM;
	p->threads = t;
	if (start(p, p->nthreads, nthreads) != 0)
		return -EAGAIN;
	p->nthreads = nthreads;
	return 0;
}

void tp_shutdown(struct tpool *p, int drain)
{
	if (drain)
		tp_wait_idle(p);
	p->shutting_down = 1;
	tq_close(&p->jobs);
	for (size_t i = 0; i < p->nthreads; i++)
		pthread_join(p->threads[i], NULL);
	free(p->threads);
	p->threads = NULL;
	tq_destroy(&p->jobs);
}

struct tp_stats tp_get_stats(struct tpool *p)
{
	struct tp_stats s;
	pthread_mutex_lock(&p->mu);
	s = p->stats;
	pthread_mutex_unlock(&p->mu);
	return s;
}
