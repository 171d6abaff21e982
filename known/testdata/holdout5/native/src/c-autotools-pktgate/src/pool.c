/* pool.c: the pool module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long pool_calls;

int pool_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	pool_calls = 0;
	ctx->ticks += 45;
	return 0;
}

size_t pool_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	pool_calls++;
	n = snprintf(buf, len, "pool: %s (%lu calls, %lu ticks)", ctx->name, pool_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int pool_tune(struct pg_ctx *ctx, int level)
{
	if (level < 0 || level > 9)
		return -1;
	ctx->verbose = level;
	return 0;
}
