#include <stdio.h>
#include <time.h>
#include "queue.h"

#define N 2000000
static struct queue q;
static int producer_done; /* set by the producer when it has pushed everything */

static void *producer(void *arg)
{
	(void)arg;
	for (int i = 0; i < N; i++)
		while (!q_push(&q, i))
			;
	producer_done = 1;
	return NULL;
}

int main(void)
{
	pthread_t t;
	struct timespec a, b;
	long popped = 0;
	int v;
	q_init(&q);
	printf("bench_queue: %d items through a %d-slot queue\n", N, QCAP);
	fflush(stdout);
	clock_gettime(CLOCK_MONOTONIC, &a);
	pthread_create(&t, NULL, producer, NULL);
	while (!producer_done)
		;
	while (q_pop(&q, &v))
		popped++;
	pthread_join(t, NULL);
	clock_gettime(CLOCK_MONOTONIC, &b);
	printf("bench_queue: %ld items in %.3f s\n", popped, (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9);
	return popped != N;
}
