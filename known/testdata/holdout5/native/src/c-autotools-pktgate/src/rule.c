/* rule.c: the rule module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long rule_calls;

int rule_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	rule_calls = 0;
	ctx->ticks += 51;
	return 0;
}

size_t rule_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	rule_calls++;
	n = snprintf(buf, len, "rule: %s (%lu calls, %lu ticks)", ctx->name, rule_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int rule_tune(struct pg_ctx *ctx, int level)
{
	int applied = 0;
	for (int i = 0; i < ctx->nfds; i++) {
		if (ctx->fds[i] > level)
			applied++;
	}
	return applied;
}
