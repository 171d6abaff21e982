/* lru.c: the lru module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long lru_calls;

int lru_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	lru_calls = 0;
	ctx->ticks += 37;
	return 0;
}

size_t lru_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	lru_calls++;
	n = snprintf(buf, len, "lru: %s (%lu calls, %lu ticks)", ctx->name, lru_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int lru_tune(struct pg_ctx *ctx, int level)
{
	int applied = 0;
	for (int i = 0; i < ctx->nfds; i++) {
		if (ctx->fds[i] > level)
			applied++;
	}
	return applied;
}
