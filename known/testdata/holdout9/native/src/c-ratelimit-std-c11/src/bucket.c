#include "ratelimit/ratelimit.h"

void rl_bucket_init(struct rl_bucket *b, double rate, double burst, uint64_t now_ns)
{
	b->tokens = burst;
	b->rate = rate;
	b->burst = burst;
	b->last_ns = now_ns;
}

int rl_bucket_take(struct rl_bucket *b, double n, uint64_t now_ns)
{
	if (now_ns > b->last_ns) {
		b->tokens += (double)(now_ns - b->last_ns) * b->rate / 1e9;
		if (b->tokens > b->burst)
			b->tokens = b->burst;
		b->last_ns = now_ns;
	}
	if (b->tokens < n)
		return 0;
	b->tokens -= n;
	return 1;
}
