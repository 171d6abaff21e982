/* stats.c: the stats module of pktgate */
#include <stdio.h>
#include <string.h>
#include "pktgate.h"

static unsigned long stats_calls;

int stats_init(struct pg_ctx *ctx)
{
	if (ctx == NULL)
		return -1;
	stats_calls = 0;
	ctx->ticks += 54;
	return 0;
}

size_t stats_describe(const struct pg_ctx *ctx, char *buf, size_t len)
{
	int n;
	stats_calls++;
	n = snprintf(buf, len, "stats: %s (%lu calls, %lu ticks)", ctx->name, stats_calls, ctx->ticks);
	if (n < 0)
		return 0;
	return (size_t)n < len ? (size_t)n : len - 1;
}

int stats_tune(struct pg_ctx *ctx, int level)
{
	int previous;
	if (level < 0)
		return -1;
	ctx->verbose = level > 2;
	return 0;
}
