#ifndef HITCOUNT_H
#define HITCOUNT_H
#include <pthread.h>
struct counter { pthread_mutex_t mu; unsigned long hits; unsigned long misses; };
void counter_init(struct counter *c);
void counter_hit(struct counter *c);
void counter_miss(struct counter *c);
unsigned long counter_total(struct counter *c);
struct shard_set { struct counter shards[8]; };
void shards_init(struct shard_set *s);
void shards_hit(struct shard_set *s, unsigned key);
unsigned long shards_total(struct shard_set *s);
void report_line(char *buf, unsigned long len, struct counter *c);
#endif
