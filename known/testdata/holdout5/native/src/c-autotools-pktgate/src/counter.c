/* counter.c: the counter module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long counter_calls;

int counter_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	counter_calls = 0;
	ctx->ticks += 14;
	return 0;
}

size_t counter_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	counter_calls++;
	n = snprintf(buf, len, "counter: %s (%lu calls, %lu ticks)", ctx->name, counter_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int counter_tune(struct pg_ctx *ctx, int level)
{
	if (level < 0 || level > 9)
		return -1;
	ctx->verbose = level;
	return 0;
}
