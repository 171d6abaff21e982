#include <stdlib.h>
#include "pool.h"

int pool_start(struct pool *p, int n, void *(*fn)(void *), void *arg)
{
	p->threads = calloc((size_t)n, sizeof *p->threads);
	if (!p->threads)
		return -1;
	for (p->n = 0; p->n < n; p->n++)
		if (pthread_create(&p->threads[p->n], NULL, fn, arg) != 0)
			return -1;
	return 0;
}

void pool_join(struct pool *p)
{
	for (int i = 0; i < p->n; i++)
		pthread_join(p->threads[i], NULL);
	free(p->threads);
}
