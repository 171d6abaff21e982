#include <stdio.h>
#include <unistd.h>
#include "queue.h"
static struct queue q;
static void *worker(void *arg)
{
	int v, n = 0;
	while (q_pop(&q, &v) == 0) n++;
	printf("integration: worker %ld processed %d jobs\n", (long)arg, n);
	fflush(stdout);
	return NULL;
}
int main(void)
{
	pthread_t t[4];
	q_init(&q);
	for (long i = 0; i < 4; i++) pthread_create(&t[i], NULL, worker, (void *)i);
	for (int i = 0; i < 40; i++) while (q_push(&q, i)) ;
	usleep(300000); /* let the workers drain the queue */
	printf("integration: 40 jobs queued, closing\n");
	fflush(stdout);
	q_close(&q);
	for (int i = 0; i < 4; i++) pthread_join(t[i], NULL);
	puts("integration: all workers joined");
	return 0;
}
