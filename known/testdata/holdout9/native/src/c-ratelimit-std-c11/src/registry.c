#include <stdlib.h>
#include <string.h>

#include "ratelimit/ratelimit.h"

struct entry {
	char *key;
	struct rl_bucket bucket;
	struct entry *next;
};

struct rl_registry {
	struct entry *buckets[256];
	size_t n;
	double rate, burst;
};

static unsigned hash(const char *s)
{
	unsigned h = 2166136261u;
	while (*s)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

struct rl_registry *rl_registry_new(double rate, double burst)
{
	struct rl_registry *r = calloc(1, sizeof *r);
	if (r) {
		r->rate = rate;
		r->burst = burst;
	}
	return r;
}

int rl_registry_allow(struct rl_registry *r, const char *key, uint64_t now_ns)
{
	struct entry **slot = &r->buckets[hash(key) & 255];
	struct entry *e;
	for (e = *slot; e; e = e->next)
		if (strcmp(e->key, key) == 0)
			return rl_bucket_take(&e->bucket, 1, now_ns);
	e = malloc(sizeof *e);
	if (!e)
		return -1;
	size_t n = strlen(key) + 1;
	e->key = malloc(n);
	if (!e->key) {
		free(e);
		return -1;
	}
	memcpy(e->key, key, n);
	rl_bucket_init(&e->bucket, r->rate, r->burst, now_ns);
	e->next = *slot;
	*slot = e;
	r->n++;
	return rl_bucket_take(&e->bucket, 1, now_ns);
}

size_t rl_registry_size(const struct rl_registry *r) { return r->n; }

void rl_registry_free(struct rl_registry *r)
{
	for (int i = 0; i < 256; i++) {
		struct entry *e = r->buckets[i];
		while (e) {
			struct entry *next = e->next;
			free(e->key);
			free(e);
			e = next;
		}
	}
	free(r);
}
