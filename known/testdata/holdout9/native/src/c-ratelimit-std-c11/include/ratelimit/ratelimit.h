#ifndef RATELIMIT_H
#define RATELIMIT_H

#include <stdint.h>
#include <stddef.h>

/* monotonic time in nanoseconds */
uint64_t rl_now_ns(void);

struct rl_bucket {
	double tokens;
	double rate;     /* tokens per second */
	double burst;    /* capacity */
	uint64_t last_ns;
};

void rl_bucket_init(struct rl_bucket *b, double rate, double burst, uint64_t now_ns);
int rl_bucket_take(struct rl_bucket *b, double n, uint64_t now_ns);

#define RL_WINDOW_SLOTS 60
struct rl_window {
	uint32_t counts[RL_WINDOW_SLOTS];
	uint64_t slot_ns;
	uint64_t head_ns;
	unsigned head;
};

void rl_window_init(struct rl_window *w, uint64_t slot_ns, uint64_t now_ns);
void rl_window_add(struct rl_window *w, uint32_t n, uint64_t now_ns);
uint64_t rl_window_sum(const struct rl_window *w);

struct rl_registry;
struct rl_registry *rl_registry_new(double rate, double burst);
int rl_registry_allow(struct rl_registry *r, const char *key, uint64_t now_ns);
size_t rl_registry_size(const struct rl_registry *r);
void rl_registry_free(struct rl_registry *r);

#endif
