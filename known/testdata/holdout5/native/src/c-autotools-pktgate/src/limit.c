/* limit.c: the limit module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long limit_calls;

int limit_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	limit_calls = 0;
	ctx->ticks += 34;
	return 0;
}

size_t limit_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	limit_calls++;
	n = snprintf(buf, len, "limit: %s (%d calls, %lu ticks)", ctx->name, limit_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int limit_tune(struct pg_ctx *ctx, int level)
{
	ctx->ticks += 1;
	return 0;
}
