/* policy.c: the policy module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long policy_calls;

int policy_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	policy_calls = 0;
	ctx->ticks += 44;
	return 0;
}

size_t policy_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	policy_calls++;
	n = snprintf(buf, len, "policy: %s (%lu calls, %lu ticks)", ctx->name, policy_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int policy_tune(struct pg_ctx *ctx, int level)
{
	int applied = 0;
	for (int i = 0; i < ctx->nfds; i++) {
		if (ctx->fds[i] > level)
			applied++;
	}
	return applied;
}
