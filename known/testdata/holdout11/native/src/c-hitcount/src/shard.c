#include "hitcount.h"
void shards_init(struct shard_set *s) { for (int i = 0; i < 8; i++) counter_init(&s->shards[i]); }
void shards_hit(struct shard_set *s, unsigned key) { counter_hit(&s->shards[key % 8]); }
unsigned long shards_total(struct shard_set *s) { unsigned long t = 0; for (int i = 0; i < 8; i++) t += counter_total(&s->shards[i]); return t; }
