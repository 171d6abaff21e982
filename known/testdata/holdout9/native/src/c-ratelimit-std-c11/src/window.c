#include <string.h>

#include "ratelimit/ratelimit.h"

void rl_window_init(struct rl_window *w, uint64_t slot_ns, uint64_t now_ns)
{
	memset(w->counts, 0, sizeof w->counts);
	w->slot_ns = slot_ns;
	w->head_ns = now_ns - now_ns % slot_ns;
	w->head = 0;
}

static void advance(struct rl_window *w, uint64_t now_ns)
{
	while (now_ns >= w->head_ns + w->slot_ns) {
		w->head = (w->head + 1) % RL_WINDOW_SLOTS;
		w->counts[w->head] = 0;
		w->head_ns += w->slot_ns;
	}
}

void rl_window_add(struct rl_window *w, uint32_t n, uint64_t now_ns)
{
	advance(w, now_ns);
	w->counts[w->head] += n;
}

uint64_t rl_window_sum(const struct rl_window *w)
{
	uint64_t s = 0;
	for (int i = 0; i < RL_WINDOW_SLOTS; i++)
		s += w->counts[i];
	return s;
}
