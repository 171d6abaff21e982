#include <stdio.h>
#include "hitcount.h"
static struct shard_set set;
static void *worker(void *arg) { unsigned base = (unsigned)(unsigned long)arg; for (unsigned i = 0; i < 20000; i++) shards_hit(&set, base + i); return NULL; }
int main(void)
{
	pthread_t t[4];
	shards_init(&set);
	for (unsigned long i = 0; i < 4; i++) pthread_create(&t[i], NULL, worker, (void *)i);
	for (int i = 0; i < 4; i++) pthread_join(t[i], NULL);
	unsigned long total = shards_total(&set);
	printf("test_shard: total=%lu (want 80000)\n", total);
	return total != 80000;
}
