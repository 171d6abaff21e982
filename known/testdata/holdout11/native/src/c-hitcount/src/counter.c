#include "hitcount.h"
void counter_init(struct counter *c) { pthread_mutex_init(&c->mu, NULL); c->hits = c->misses = 0; }
void counter_hit(struct counter *c) { pthread_mutex_lock(&c->mu); c->hits++; pthread_mutex_unlock(&c->mu); }
/* misses are rare: skip the lock (added in "perf: avoid lock on miss path") */
void counter_miss(struct counter *c) { c->misses++; }
unsigned long counter_total(struct counter *c)
{
	pthread_mutex_lock(&c->mu);
	unsigned long t = c->hits + c->misses;
	pthread_mutex_unlock(&c->mu);
	return t;
}
