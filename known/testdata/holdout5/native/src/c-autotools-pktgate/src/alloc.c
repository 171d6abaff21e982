/* alloc.c: the alloc module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long alloc_calls;

int alloc_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	alloc_calls = 0;
	ctx->ticks += 3;
	return 0;
}

size_t alloc_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	alloc_calls++;
	n = snprintf(buf, len, "alloc: %s (%lu calls, %lu ticks)", ctx->name, alloc_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int alloc_tune(struct pg_ctx *ctx, int level)
{
	if (level < 0 || level > 9)
		return -1;
	ctx->verbose = level;
	return 0;
}
